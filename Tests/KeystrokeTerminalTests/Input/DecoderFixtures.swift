import KeystrokeCore
import KeystrokeTerminal

/// Helpers shared by the decoder tests: byte spelling, event builders, a seeded generator.
enum DecoderFixtures {
  /// The bytes of a string written with `\u{1B}` escapes.
  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// The bytes of a hex string such as `"1b5b41"`.
  static func hex(_ text: String) -> [UInt8] {
    var result: [UInt8] = []
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(index, offsetBy: 2)
      result.append(UInt8(text[index..<next], radix: 16) ?? 0)
      index = next
    }
    return result
  }

  /// Decodes `bytes` in one call at time zero, then resolves anything pending.
  static func decode(
    _ bytes: [UInt8], configuration: InputDecoderConfiguration = .local
  ) -> [TerminalEvent] {
    var decoder = InputDecoder(configuration: configuration)
    return decoder.feed(bytes, now: .zero) + decoder.finish()
  }

  /// Decodes `text`'s UTF-8 bytes.
  static func decode(_ text: String) -> [TerminalEvent] { decode(bytes(text)) }

  /// A key press event.
  static func key(
    _ key: KeyCode, _ modifiers: KeyModifiers = [], text: String? = nil,
    kind: TerminalKeyEvent.Kind = .press
  ) -> TerminalEvent {
    .key(TerminalKeyEvent(Shortcut(key, modifiers: modifiers), kind: kind, text: text))
  }

  /// A character key press with the text it types (capitals add Shift).
  static func typed(_ character: Character) -> TerminalEvent {
    .key(TerminalKeyEvent(Shortcut(character), text: String(character)))
  }

  /// The shortcut a termshot-style token names: `ctrl+shift+a`, `A`, `f5`, `cmd+K`.
  static func shortcut(token: String) -> Shortcut? {
    var parts = token.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
    guard let name = parts.popLast() else { return nil }
    var modifiers: KeyModifiers = []
    for part in parts {
      switch part {
      case "ctrl": modifiers.insert(.control)
      case "alt", "opt": modifiers.insert(.option)
      case "shift": modifiers.insert(.shift)
      case "cmd", "super": modifiers.insert(.command)
      default: return nil
      }
    }
    let named: [String: KeyCode] = [
      "enter": .return, "tab": .tab, "space": .space, "backspace": .backspace, "esc": .escape,
      "up": .upArrow, "down": .downArrow, "left": .leftArrow, "right": .rightArrow,
      "home": .home, "end": .end, "insert": .insert, "delete": .deleteForward,
      "pageup": .pageUp, "pagedown": .pageDown,
    ]
    if let key = named[name] { return Shortcut(key, modifiers: modifiers) }
    if name.count > 1, name.first == "f", let number = Int(name.dropFirst()) {
      return Shortcut(.function(number), modifiers: modifiers)
    }
    guard name.count == 1, let character = name.first else { return nil }
    return Shortcut(character, modifiers: modifiers)
  }
}
