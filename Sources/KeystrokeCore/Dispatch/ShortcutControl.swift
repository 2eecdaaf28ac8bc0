/// A control in a view hierarchy that carries a keyboard shortcut (a button with
/// `.keyboardShortcut`, a toggle, a menu).
public struct ShortcutControl: Hashable, Sendable, Identifiable {
  /// The stable identity of a control.
  public struct ID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    private let value: IdentityValue

    /// The identity's text.
    public var rawValue: String { value.text }

    /// The number the identity was made from, if it is one (see ``init(number:)``).
    public var number: Int? { value.number }
    /// Creates an identity from its text; text spelling a number is that number's identity.
    public init(_ rawValue: String) { value = IdentityValue(text: rawValue) }

    /// Creates an identity from a number (the framework's own node, control or layer number),
    /// which ``number`` gives back without going through text.
    public init(number: Int) { value = .number(number) }
    /// Creates an identity from a string literal.
    public init(stringLiteral value: String) { self.init(value) }
    /// The identity's text.
    public var description: String { rawValue }
  }

  /// The control's identity.
  public var id: ID
  /// The control's title, for traces, hints and conflict reports.
  public var title: String
  /// The keys that trigger it.
  public var keys: KeySequence
  /// Whether it can act now; the framework has already folded in any ancestor's `disabled`.
  public var isEnabled: Bool

  /// Creates a control.
  ///
  /// - Parameters:
  ///   - id: The control's identity.
  ///   - title: Its title.
  ///   - keys: The keys that trigger it.
  ///   - isEnabled: Whether it can act now.
  public init(id: ID, title: String, keys: KeySequence, isEnabled: Bool = true) {
    self.id = id
    self.title = title
    self.keys = keys
    self.isEnabled = isEnabled
  }

  /// Creates a control triggered by a single shortcut.
  public init(id: ID, title: String, shortcut: Shortcut, isEnabled: Bool = true) {
    self.init(id: id, title: title, keys: KeySequence(shortcut), isEnabled: isEnabled)
  }
}
