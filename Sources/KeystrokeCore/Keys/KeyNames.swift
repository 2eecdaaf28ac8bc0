/// The spellings of modifiers and keys that the parser accepts and the formatter writes.
///
/// Word lookups are case-insensitive: callers pass the lowercased token.
enum KeyNames {
  /// The glyph of each chord modifier, in Apple's display order (⌃⌥⇧⌘).
  static let modifierGlyphs: [(glyph: Character, modifier: KeyModifiers)] = [
    ("⌃", .control), ("⌥", .option), ("⇧", .shift), ("⌘", .command),
  ]

  /// Modifier words, lowercased, and the glyphs, each accepted before a `+`.
  static let modifierWords: [String: KeyModifiers] = [
    "cmd": .command, "command": .command, "super": .command, "⌘": .command,
    "ctrl": .control, "control": .control, "⌃": .control,
    "alt": .option, "opt": .option, "option": .option, "meta": .option, "⌥": .option,
    "shift": .shift, "⇧": .shift,
  ]

  /// Named keys, lowercased.
  static let keyWords: [String: KeyCode] = [
    "enter": .return, "return": .return,
    "esc": .escape, "escape": .escape,
    "tab": .tab, "space": .space, "backspace": .backspace,
    "delete": .deleteForward, "del": .deleteForward, "forwarddelete": .deleteForward,
    "up": .upArrow, "down": .downArrow, "left": .leftArrow, "right": .rightArrow,
    "uparrow": .upArrow, "downarrow": .downArrow, "leftarrow": .leftArrow,
    "rightarrow": .rightArrow,
    "home": .home, "end": .end,
    "pageup": .pageUp, "pgup": .pageUp, "pagedown": .pageDown, "pgdn": .pageDown,
    "pgdown": .pageDown,
    "insert": .insert, "ins": .insert, "clear": .clear,
    "plus": .character("+"), "minus": .character("-"),
  ]

  /// Key glyphs in Apple's convention.
  static let keyGlyphs: [Character: KeyCode] = [
    "⎋": .escape, "↩": .return, "⏎": .return, "⇥": .tab, "⌫": .backspace, "⌦": .deleteForward,
    "↑": .upArrow, "↓": .downArrow, "←": .leftArrow, "→": .rightArrow,
    "↖": .home, "↘": .end, "⇞": .pageUp, "⇟": .pageDown, "⌧": .clear,
  ]

  /// The modifier a glyph stands for, if it is one of ⌃⌥⇧⌘.
  static func modifier(glyph: Character) -> KeyModifiers? {
    modifierGlyphs.first { $0.glyph == glyph }?.modifier
  }

  /// The display glyph of a named key, or `nil` for character and function keys.
  static func glyph(for key: KeyCode) -> String? {
    switch key {
    case .escape: return "⎋"
    case .return: return "↩"
    case .tab: return "⇥"
    case .backspace: return "⌫"
    case .deleteForward: return "⌦"
    case .upArrow: return "↑"
    case .downArrow: return "↓"
    case .leftArrow: return "←"
    case .rightArrow: return "→"
    case .home: return "↖"
    case .end: return "↘"
    case .pageUp: return "⇞"
    case .pageDown: return "⇟"
    case .clear: return "⌧"
    case .space: return "Space"
    case .insert: return "Insert"
    case .character, .function: return nil
    }
  }

  /// The display word of a named key, or `nil` for character and function keys.
  static func word(for key: KeyCode) -> String? {
    switch key {
    case .escape: return "Esc"
    case .return: return "Enter"
    case .tab: return "Tab"
    case .backspace: return "Backspace"
    case .deleteForward: return "Delete"
    case .upArrow: return "Up"
    case .downArrow: return "Down"
    case .leftArrow: return "Left"
    case .rightArrow: return "Right"
    case .home: return "Home"
    case .end: return "End"
    case .pageUp: return "PageUp"
    case .pageDown: return "PageDown"
    case .clear: return "Clear"
    case .space: return "Space"
    case .insert: return "Insert"
    case .character("+"): return "Plus"
    case .character, .function: return nil
    }
  }

  /// Text safe to quote in a message: control and format characters are escaped.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator:
        result += scalar.escaped(asASCII: true)
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
