/// A physical key, without modifiers.
///
/// Printable keys are ``character(_:)``; everything else has a named case. Letters are stored
/// lowercased: the Shift modifier says whether the capital was meant (see ``Shortcut``).
/// Space, Return, Tab, Escape and the two deletes always use their named cases, so there is one
/// spelling of each key and equality is structural.
public enum KeyCode: Hashable, Sendable {
  /// A printable key, such as `a`, `1`, `/` or `é`.
  case character(Character)
  /// The Return (Enter) key.
  case `return`
  /// The Escape key.
  case escape
  /// The Tab key.
  case tab
  /// The space bar.
  case space
  /// The key that deletes backwards (labelled Delete on a Mac, Backspace elsewhere).
  case backspace
  /// The key that deletes forwards (⌦, labelled Delete on a PC keyboard).
  case deleteForward
  /// The up arrow.
  case upArrow
  /// The down arrow.
  case downArrow
  /// The left arrow.
  case leftArrow
  /// The right arrow.
  case rightArrow
  /// The Home key.
  case home
  /// The End key.
  case end
  /// The Page Up key.
  case pageUp
  /// The Page Down key.
  case pageDown
  /// The Insert key.
  case insert
  /// The Clear key of a numeric keypad.
  case clear
  /// A function key, `F1` through `F35`.
  case function(Int)

  /// The highest function key number a terminal can report.
  public static let maximumFunctionKey = 35

  /// Creates the key for one character, folding control characters to their named keys.
  ///
  /// `"\r"` and `"\n"` become ``return``, `"\t"` ``tab``, `" "` ``space``, ESC ``escape``,
  /// DEL and BS ``backspace``; letters are lowercased.
  public init(_ character: Character) {
    if let ascii = character.asciiValue {
      // ASCII without Unicode tables: keys are made for every shortcut on every update.
      self = Self(ascii: ascii, character)
      return
    }
    switch character {
    case "\r", "\n", "\r\n": self = .return
    case "\t": self = .tab
    case " ": self = .space
    case "\u{1B}": self = .escape
    case "\u{7F}", "\u{08}": self = .backspace
    default:
      if character.isUppercase, character.lowercased().count == 1,
        let lower = character.lowercased().first
      {
        self = .character(lower)
      } else {
        self = .character(character)
      }
    }
  }

  /// The key for an ASCII character (`ascii` is `character`'s value; `"\r\n"` has that of
  /// `"\n"`), decided as ``init(_:)`` decides it.
  private init(ascii: UInt8, _ character: Character) {
    switch ascii {
    case 0x0D, 0x0A: self = .return
    case 0x09: self = .tab
    case 0x20: self = .space
    case 0x1B: self = .escape
    case 0x7F, 0x08: self = .backspace
    case 0x41...0x5A: self = .character(Character(Unicode.Scalar(ascii + 0x20)))
    default: self = .character(character)
    }
  }

  /// Whether `character` is uppercase: for ASCII, whether it is A–Z, answered without the
  /// Unicode tables `Character.isUppercase` reads.
  package static func isUppercase(_ character: Character) -> Bool {
    if let ascii = character.asciiValue { return ascii >= 0x41 && ascii <= 0x5A }
    return character.isUppercase
  }

  /// Whether this is a letter key (its character is a cased letter).
  public var isLetter: Bool {
    if case .character(let character) = self { return character.isLetter && character.isCased }
    return false
  }

  /// Whether this key produces text when pressed without modifiers.
  public var isPrintable: Bool {
    switch self {
    case .character, .space: return true
    default: return false
    }
  }
}
