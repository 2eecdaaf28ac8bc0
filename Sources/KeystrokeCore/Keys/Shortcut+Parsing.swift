extension Shortcut {
  /// Parses one shortcut such as `cmd+shift+u`, `⌘⇧U` or `f5` (see ``ShortcutParser``).
  ///
  /// - Throws: ``ShortcutParseError`` naming the bad part and its position.
  public init(parsing text: String) throws(ShortcutParseError) {
    self = try ShortcutParser.shortcut(from: text)
  }
}
