extension Toggle where Label == Keystroke.Label<Text, Image> {
  /// Creates a toggle whose label is a symbol's glyph and a title from a string literal:
  /// `[x] ★ Favourite`.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>
  ) {
    self.init(isOn: isOn) { Keystroke.Label(titleKey, systemImage: systemImage) }
  }

  /// Creates a toggle whose label is a symbol's glyph and a title from a string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, systemImage: String, isOn: Binding<Bool>
  ) {
    self.init(isOn: isOn) { Keystroke.Label(title, systemImage: systemImage) }
  }
}
