/// A control in a view hierarchy that carries a keyboard shortcut (a button with
/// `.keyboardShortcut`, a toggle, a menu).
public struct ShortcutControl: Hashable, Sendable, Identifiable {
  /// The stable identity of a control: a number the framework gives, or text.
  public typealias ID = EngineIdentity<ShortcutControl>

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
