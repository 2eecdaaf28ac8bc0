extension Picker where Label == Keystroke.Label<Text, Image> {
  /// Creates a picker whose label is a symbol's glyph and a title from a string literal.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) {
      Keystroke.Label(titleKey, systemImage: systemImage)
    }
  }

  /// Creates a picker whose label is a symbol's glyph and a title from a string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, systemImage: String, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) {
      Keystroke.Label(title, systemImage: systemImage)
    }
  }
}
