import Foundation
import KeystrokeCore

/// A key the user pressed, as SwiftUI's `onKeyPress` handlers see it.
public struct KeyPress: Hashable, Sendable, CustomStringConvertible {
  /// When in a key's life the event happened.
  public struct Phases: OptionSet, Hashable, Sendable {
    /// The bit pattern.
    public let rawValue: Int
    /// Creates a set from its bit pattern.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The key went down.
    public static let down = Phases(rawValue: 1)
    /// The key repeated while held.
    public static let `repeat` = Phases(rawValue: 2)
    /// The key went up (only terminals with the kitty protocol report this).
    public static let up = Phases(rawValue: 4)
    /// Every phase.
    public static let all: Phases = [.down, .repeat, .up]
  }

  /// What a key handler did with a key.
  public enum Result: Hashable, Sendable {
    /// The handler used the key; nothing else sees it.
    case handled
    /// The handler ignored the key; it continues to the next handler.
    case ignored
  }

  /// The key.
  public let key: KeyEquivalent
  /// The text the key produces ("" for keys that produce none).
  public let characters: String
  /// The modifiers held.
  public let modifiers: EventModifiers
  /// The phase.
  public let phase: Phases

  /// Creates a key press.
  public init(
    key: KeyEquivalent, characters: String = "", modifiers: EventModifiers = [],
    phase: Phases = .down
  ) {
    self.key = key
    self.characters = characters
    self.modifiers = modifiers
    self.phase = phase
  }

  /// Creates a key press from the engine's normal form, with the text it types.
  public init(_ shortcut: Shortcut, text: String? = nil, phase: Phases = .down) {
    key = KeyEquivalent(shortcut.key)
    modifiers = shortcut.modifiers
    self.phase = phase
    if let text {
      characters = text
    } else if case .character(let character) = shortcut.key,
      shortcut.modifiers.subtracting(.shift).isEmpty
    {
      characters =
        shortcut.modifiers.contains(.shift) ? String(character).uppercased() : String(character)
    } else if shortcut.key == .space, shortcut.modifiers.subtracting(.shift).isEmpty {
      characters = " "
    } else {
      characters = ""
    }
  }

  /// The engine's normal form of the key and modifiers.
  public var shortcut: Shortcut { Shortcut(key.keyCode, modifiers: modifiers) }

  /// The key in words, such as `Ctrl+S`.
  public var description: String { ShortcutFormatter.words.string(for: shortcut) }

  /// Whether the key types text rather than commanding: printable, with no modifier but Shift.
  var isTyping: Bool {
    !characters.isEmpty && modifiers.subtracting([.shift, .capsLock, .numericPad]).isEmpty
      && characters.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
  }
}

extension KeyPress {
  /// Whether the key types at least one character and every character it types is in `set`,
  /// as `.onKeyPress(characters:)` asks.
  func types(onlyCharactersIn set: CharacterSet) -> Bool {
    !characters.isEmpty && characters.unicodeScalars.allSatisfy { set.contains($0) }
  }
}
