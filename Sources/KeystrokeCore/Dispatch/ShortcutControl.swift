/// A control in a view hierarchy that carries a keyboard shortcut (a button with
/// `.keyboardShortcut`, a toggle, a menu).
public struct ShortcutControl: Hashable, Sendable, Identifiable {
  /// The stable identity of a control.
  public struct ID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The identity's text.
    public let rawValue: String
    /// Creates an identity from its text.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Creates an identity from a string literal.
    public init(stringLiteral value: String) { rawValue = value }
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
