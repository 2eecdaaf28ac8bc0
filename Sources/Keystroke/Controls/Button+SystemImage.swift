extension Button where Label == Keystroke.Label<Text, Image> {
  /// Creates a button showing a symbol's glyph and a title from a string literal: `⚙ Settings`.
  @preconcurrency nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { Keystroke.Label(titleKey, systemImage: systemImage) }
  }

  /// Creates a button showing a symbol's glyph and a title from a string.
  @_disfavoredOverload
  @preconcurrency nonisolated public init<S: StringProtocol>(
    _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { Keystroke.Label(title, systemImage: systemImage) }
  }

  /// Creates a button with a role, showing a symbol's glyph and a title from a string literal.
  @preconcurrency nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) {
      Keystroke.Label(titleKey, systemImage: systemImage)
    }
  }

  /// Creates a button with a role, showing a symbol's glyph and a title from a string.
  @_disfavoredOverload
  @preconcurrency nonisolated public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Keystroke.Label(title, systemImage: systemImage) }
  }
}
