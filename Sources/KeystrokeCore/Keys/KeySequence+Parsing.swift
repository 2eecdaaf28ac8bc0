extension KeySequence {
  /// Parses whitespace-separated steps such as `ctrl+k ctrl+s` (see ``ShortcutParser``).
  ///
  /// - Throws: ``ShortcutParseError`` naming the bad part and its position.
  public init(parsing text: String) throws(ShortcutParseError) {
    self = try ShortcutParser.sequence(from: text)
  }
}
