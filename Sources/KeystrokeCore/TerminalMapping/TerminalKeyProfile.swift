/// What a terminal can tell apart on the keyboard, which decides how shortcuts reach the app.
///
/// The profile is detected at start-up (kitty flags acknowledged, extended keys requested) and
/// passed in; this type only answers, per shortcut, whether the terminal delivers it as a key
/// distinct from every other key, and if not, why.
public enum TerminalKeyProfile: String, Hashable, Sendable, CaseIterable {
  /// The kitty keyboard protocol is active (flag 1, "disambiguate"): Super (⌘) is reported,
  /// Ctrl+I differs from Tab, Ctrl+Shift+letter and Ctrl+Return are distinct.
  case kitty
  /// xterm's modifyOtherKeys mode 2, or tmux's extended keys: no Super, but Ctrl+Shift+letter,
  /// Ctrl+digit, Ctrl+Return, Shift+Return and Ctrl+Tab are distinct.
  case modifyOtherKeys
  /// Plain xterm, tmux or SSH bytes: Ctrl+letter is a control byte, Alt is an Escape prefix.
  case legacy

  /// Shortcuts the terminal layer keeps for itself on every profile, with why.
  ///
  /// Ctrl+C always lets the user leave, and Ctrl+Z suspends the app; neither is ever offered
  /// to a binding or used as a fallback.
  public static let reservedShortcuts: [Shortcut: String] = [
    Shortcut("c", modifiers: .control):
      "Ctrl+C is kept for quitting: it always lets the user leave",
    Shortcut("z", modifiers: .control): "Ctrl+Z is kept for suspending the app",
  ]

  /// Whether the terminal reports ⌘ (Super) at all.
  public var reportsCommand: Bool { self == .kitty }

  /// Whether pressing `shortcut` reaches the app as that shortcut and nothing else.
  public func delivers(_ shortcut: Shortcut) -> Bool {
    undeliverableReason(for: shortcut) == nil
  }

  /// Why `shortcut` cannot be told apart on this terminal, or `nil` when it can.
  public func undeliverableReason(for shortcut: Shortcut) -> String? {
    let name = ShortcutFormatter.words.string(for: shortcut)
    let modifiers = shortcut.modifiers
    if let reserved = Self.reservedShortcuts[shortcut] { return reserved }
    if shortcut.key == .clear { return "terminals send no code for the Clear key" }
    if modifiers.contains(.command), !reportsCommand {
      return "\(name) needs ⌘ (Super), which only the kitty keyboard protocol reports"
    }
    if case .function(let number) = shortcut.key, number > 12, self != .kitty {
      return "\(name): F13–F35 have no code outside the kitty keyboard protocol"
    }
    if Self.typesText(shortcut.key), modifiers.contains(.shift),
      modifiers.isDisjoint(with: [.control, .command]),
      self != .kitty || !modifiers.contains(.option)
    {
      return "\(name) arrives as the character Shift types (\"!\" for Shift+1); "
        + "declare that character instead"
    }
    switch self {
    case .kitty: return nil
    case .modifyOtherKeys: return extendedKeysReason(for: shortcut, name: name)
    case .legacy: return legacyReason(for: shortcut, name: name)
    }
  }

  /// Whether the key is a printable non-letter, whose Shift form is another character.
  private static func typesText(_ key: KeyCode) -> Bool {
    key == .space || (key.isPrintable && !key.isLetter)
  }

  /// What each Ctrl+letter that doubles as a terminal control sends.
  private static let controlLetters: [Character: String] = [
    "i": "09, the byte of Tab",
    "m": "0D, the byte of Return",
    "h": "08, which terminals also send for Backspace",
    "j": "0A, a line feed read as Return",
  ]

  private func extendedKeysReason(for shortcut: Shortcut, name: String) -> String? {
    guard case .character(let letter) = shortcut.key, shortcut.modifiers.contains(.control),
      !shortcut.modifiers.contains(.shift), let byte = Self.controlLetters[letter]
    else { return nil }
    return "\(name) still sends \(byte), through tmux's extended keys too"
  }

  private func legacyReason(for shortcut: Shortcut, name: String) -> String? {
    let modifiers = shortcut.modifiers
    let control = modifiers.contains(.control)
    switch shortcut.key {
    case .character(let character) where shortcut.key.isLetter:
      if control, modifiers.contains(.shift) {
        return "\(name) sends the same byte as Ctrl+\(character.uppercased())"
      }
      if control, let byte = Self.controlLetters[character] { return "\(name) sends \(byte)" }
      return nil
    case .character(let character):
      guard control else { return nil }
      if character == "[" { return "\(name) sends 1B, the byte of Escape" }
      if "\\]".contains(character), !modifiers.contains(.shift) { return nil }
      return "\(name) has no control byte of its own in legacy terminal encoding"
    case .space:
      guard !modifiers.contains(.shift) else {
        return "\(name) sends the same byte as the key without Shift"
      }
      return nil
    case .return, .escape, .backspace:
      guard modifiers.isSubset(of: .option) else {
        return "\(name) sends the same bytes as the key without Ctrl or Shift"
      }
      return nil
    case .tab:
      guard modifiers.isSubset(of: [.option, .shift]) else {
        return "\(name) sends the same bytes as Tab or Shift+Tab"
      }
      return nil
    default:
      return nil
    }
  }
}
