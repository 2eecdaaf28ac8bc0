import KeystrokeCore

/// A key that a keyboard shortcut names, with SwiftUI's spelling.
///
/// Create one from a character literal (`"n"`, `"1"`) or use a named key (`.return`, `.escape`,
/// `.upArrow`, …). Keystroke adds the terminal's extra keys (`.insert`, `.f1` … through
/// ``function(_:)``).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The engine's key.
  public let keyCode: KeyCode

  /// Creates a key equivalent for a character; capitals are kept as typed (the shortcut adds
  /// Shift for them, as AppKit does).
  public init(_ character: Character) {
    keyCode = KeyCode(character)
    typedCharacter = character
    impliesShift = KeyCode.isUppercase(character) && keyCode != .character(character)
  }

  /// Creates a key equivalent from the engine's key.
  public init(_ keyCode: KeyCode) {
    self.keyCode = keyCode
    typedCharacter = nil
    impliesShift = false
  }

  /// Creates a key equivalent from a character literal.
  public init(extendedGraphemeClusterLiteral value: Character) { self.init(value) }

  private let typedCharacter: Character?

  /// Whether the character was typed as a capital letter, which implies Shift: decided once,
  /// as keys are compared and hashed on every update.
  let impliesShift: Bool

  /// The character SwiftUI uses for this key (private-use code points for the special keys).
  public var character: Character {
    if let typedCharacter { return typedCharacter }
    switch keyCode {
    case .character(let character): return character
    case .return: return "\r"
    case .escape: return "\u{1B}"
    case .tab: return "\t"
    case .space: return " "
    case .backspace: return "\u{7F}"
    case .deleteForward: return "\u{F728}"
    case .upArrow: return "\u{F700}"
    case .downArrow: return "\u{F701}"
    case .leftArrow: return "\u{F702}"
    case .rightArrow: return "\u{F703}"
    case .home: return "\u{F729}"
    case .end: return "\u{F72B}"
    case .pageUp: return "\u{F72C}"
    case .pageDown: return "\u{F72D}"
    case .insert: return "\u{F727}"
    case .clear: return "\u{F739}"
    case .function(let number):
      return Character(Unicode.Scalar(0xF703 + UInt32(max(1, min(number, 35)))) ?? "\u{F704}")
    }
  }

  /// The up arrow (↑).
  public static let upArrow = KeyEquivalent(KeyCode.upArrow)
  /// The down arrow (↓).
  public static let downArrow = KeyEquivalent(KeyCode.downArrow)
  /// The left arrow (←).
  public static let leftArrow = KeyEquivalent(KeyCode.leftArrow)
  /// The right arrow (→).
  public static let rightArrow = KeyEquivalent(KeyCode.rightArrow)
  /// Escape (⎋).
  public static let escape = KeyEquivalent(KeyCode.escape)
  /// Delete backwards (⌫).
  public static let delete = KeyEquivalent(KeyCode.backspace)
  /// Delete forwards (⌦).
  public static let deleteForward = KeyEquivalent(KeyCode.deleteForward)
  /// Home (↖).
  public static let home = KeyEquivalent(KeyCode.home)
  /// End (↘).
  public static let end = KeyEquivalent(KeyCode.end)
  /// Page Up (⇞).
  public static let pageUp = KeyEquivalent(KeyCode.pageUp)
  /// Page Down (⇟).
  public static let pageDown = KeyEquivalent(KeyCode.pageDown)
  /// Clear (⌧).
  public static let clear = KeyEquivalent(KeyCode.clear)
  /// Tab (⇥).
  public static let tab = KeyEquivalent(KeyCode.tab)
  /// Space.
  public static let space = KeyEquivalent(KeyCode.space)
  /// Return (↩).
  public static let `return` = KeyEquivalent(KeyCode.return)
  /// Insert, a terminal key SwiftUI does not name.
  public static let insert = KeyEquivalent(KeyCode.insert)

  /// Function key `F<number>`, a terminal key SwiftUI does not name.
  public static func function(_ number: Int) -> KeyEquivalent {
    KeyEquivalent(KeyCode.function(number))
  }

  /// Compares the keys, ignoring how a letter was typed.
  public static func == (lhs: KeyEquivalent, rhs: KeyEquivalent) -> Bool {
    lhs.keyCode == rhs.keyCode && lhs.impliesShift == rhs.impliesShift
  }

  /// Hashes the key.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(keyCode)
    hasher.combine(impliesShift)
  }
}
