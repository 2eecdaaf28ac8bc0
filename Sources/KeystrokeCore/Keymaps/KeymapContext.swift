/// Where a keymap binding applies: the `"when"` of an entry, such as `"sheet"`, `"!textField"`
/// or a screen's name (`"Time Entries"`).
public struct KeymapContext: Hashable, Sendable, CustomStringConvertible {
  /// The contexts a `"when"` may name.
  public enum Name: Hashable, Sendable, CustomStringConvertible {
    /// A sheet or alert is up in the window.
    case sheet
    /// A text field or editor has focus.
    case textField
    /// The frontmost screen has this name: the title of the selected tab, or the navigation
    /// title of the screen shown on top.
    case screen(String)

    /// The names with a fixed meaning, which win over a screen of the same name.
    public static let reserved: [Name] = [.sheet, .textField]

    /// The name a `"when"` word stands for: a reserved one, else a screen's.
    public init(_ word: String) {
      self = Self.reserved.first { $0.description == word } ?? .screen(word)
    }

    /// The word as written in a `"when"`.
    public var description: String {
      switch self {
      case .sheet: "sheet"
      case .textField: "textField"
      case .screen(let name): name
      }
    }
  }

  /// The context named.
  public var name: Name
  /// Whether the binding applies when the context is *not* active (`"!sheet"`).
  public var isNegated: Bool

  /// Creates a context condition.
  public init(_ name: Name, isNegated: Bool = false) {
    self.name = name
    self.isNegated = isNegated
  }

  /// Reads a `"when"` value: a context name, optionally after `!`; `nil` when no name is
  /// given. Any other word names a screen; whether the app has it is checked against the app
  /// (``Keymap``).
  public init?(parsing text: String) {
    var word = Substring(text).drop { $0 == " " }
    while word.last == " " { word = word.dropLast() }
    let negated = word.first == "!"
    if negated { word = word.dropFirst().drop { $0 == " " } }
    guard !word.isEmpty else { return nil }
    self.init(Name(String(word)), isNegated: negated)
  }

  /// What a `"when"` may say, for messages.
  public static let choices = "\"sheet\", \"textField\" or a screen's name"

  /// The screen this condition names, if it names one.
  public var screen: String? {
    if case .screen(let name) = name { return name }
    return nil
  }

  /// Whether the binding applies while `active` contexts hold.
  public func matches(_ active: Set<Name>) -> Bool { active.contains(name) != isNegated }

  /// The `"when"` text.
  public var description: String { (isNegated ? "!" : "") + name.description }
}
