extension Menu where Label == Keystroke.Label<Text, Image> {
  /// Creates a menu whose label is a symbol's glyph and a title from a string literal.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { Keystroke.Label(titleKey, systemImage: systemImage) }
  }

  /// Creates a menu whose label is a symbol's glyph and a title from a string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { Keystroke.Label(title, systemImage: systemImage) }
  }
}
