/// Where a keymap binding applies: the `"when"` of an entry, such as `"sheet"` or
/// `"!textField"`.
public struct KeymapContext: Hashable, Sendable, CustomStringConvertible {
  /// The contexts a `"when"` may name.
  public enum Name: String, Hashable, Sendable, CaseIterable {
    /// A sheet or alert is up in the window.
    case sheet
    /// A text field or editor has focus.
    case textField
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

  /// Reads a `"when"` value: a context name, optionally after `!`; `nil` when unknown.
  public init?(parsing text: String) {
    var word = Substring(text).drop { $0 == " " }
    while word.last == " " { word = word.dropLast() }
    let negated = word.first == "!"
    if negated { word = word.dropFirst().drop { $0 == " " } }
    guard let name = Name(rawValue: String(word)) else { return nil }
    self.init(name, isNegated: negated)
  }

  /// Whether the binding applies while `active` contexts hold.
  public func matches(_ active: Set<Name>) -> Bool { active.contains(name) != isNegated }

  /// The `"when"` text.
  public var description: String { (isNegated ? "!" : "") + name.rawValue }
}
