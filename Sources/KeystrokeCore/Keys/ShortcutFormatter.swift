/// Writes shortcuts and chords for people to read, in Apple's glyph style or in words.
///
/// - ``Style-swift.enum/symbols``: modifier glyphs in Apple's order ⌃⌥⇧⌘, then the key:
///   `⌃⌥⇧⌘K`, `⌘1`, `⇧⇥`, `⌘Space`, `F5`, key glyphs ⎋ ↩ ⇥ ⌫ ⌦ ↑ ↓ ← → ↖ ↘ ⇞ ⇟ ⌧.
/// - ``Style-swift.enum/words``: `Ctrl+Alt+Shift+Cmd+U`, the same order spelled out, keys
///   `Enter`, `Esc`, `Tab`, `Space`, `Backspace`, `Delete` (forward), `Up`, `PageDown`, `Plus`…
///   ⌘ is spelled ``CommandWord/cmd`` unless another ``CommandWord`` is chosen.
///
/// Letters are capitals when a modifier is shown (`⌘U`, `Ctrl+S`) and lowercase when alone,
/// because a lone capital reads back as Shift. Steps of a chord are joined by a space. Every
/// string this type writes reads back to the same value with ``ShortcutParser``.
public struct ShortcutFormatter: Hashable, Sendable {
  /// How shortcuts are written.
  public enum Style: Hashable, Sendable {
    /// Apple's glyphs: `⌃⌥⇧⌘K`.
    case symbols
    /// Words joined by `+`: `Ctrl+Alt+Shift+Cmd+K`.
    case words
  }

  /// How the words style spells ⌘.
  public enum CommandWord: String, Hashable, Sendable, CaseIterable {
    /// `Cmd`, the name on a Mac keyboard and in the key-script language.
    case cmd = "Cmd"
    /// `Super`, the name Linux desktops and the kitty protocol use.
    case `super` = "Super"
  }

  /// The style.
  public var style: Style
  /// The spelling of ⌘ in the words style.
  public var commandWord: CommandWord

  /// Creates a formatter.
  public init(style: Style, commandWord: CommandWord = .cmd) {
    self.style = style
    self.commandWord = commandWord
  }

  /// Apple's glyph style.
  public static let symbols = ShortcutFormatter(style: .symbols)
  /// The words style with ⌘ spelled `Cmd`.
  public static let words = ShortcutFormatter(style: .words)

  /// The text for one shortcut, such as `⇧⌘U` or `Shift+Cmd+U`.
  public func string(for shortcut: Shortcut) -> String {
    let modifiers = shortcut.modifiers
    let key = keyText(shortcut.key, hasModifiers: !modifiers.isEmpty)
    switch style {
    case .symbols:
      let glyphs = KeyNames.modifierGlyphs.filter { modifiers.contains($0.modifier) }
      return String(glyphs.map(\.glyph)) + key
    case .words:
      var parts: [String] = []
      if modifiers.contains(.control) { parts.append("Ctrl") }
      if modifiers.contains(.option) { parts.append("Alt") }
      if modifiers.contains(.shift) { parts.append("Shift") }
      if modifiers.contains(.command) { parts.append(commandWord.rawValue) }
      return (parts + [key]).joined(separator: "+")
    }
  }

  /// The text for a chord: its steps joined by a space, such as `⌃K ⌃S`.
  public func string(for sequence: KeySequence) -> String {
    sequence.steps.map { string(for: $0) }.joined(separator: " ")
  }

  private func keyText(_ key: KeyCode, hasModifiers: Bool) -> String {
    let named = style == .symbols ? KeyNames.glyph(for: key) : KeyNames.word(for: key)
    if let named { return named }
    switch key {
    case .function(let number):
      return "F\(number)"
    case .character(let character):
      // Capitalise only when the capital reads back as the same key (not `ß` → `SS`).
      let upper = character.uppercased()
      guard hasModifiers, key.isLetter, upper.count == 1, let capital = upper.first,
        KeyCode(capital) == key
      else { return String(character) }
      return upper
    default:
      return ""
    }
  }
}
