/// Whether text can be selected for copying; `.textSelection(_:)` accepts it. The terminal's
/// own selection (with the mouse, Shift-dragging where the app captures the mouse) copies any
/// text, so the setting has no effect.
public protocol TextSelectability: Sendable {
  /// Whether text can be selected.
  static var allowsSelection: Bool { get }
}

/// Text can be selected.
public struct EnabledTextSelectability: TextSelectability {
  /// True.
  public static let allowsSelection = true
}

/// Text cannot be selected.
public struct DisabledTextSelectability: TextSelectability {
  /// False.
  public static let allowsSelection = false
}

extension TextSelectability where Self == EnabledTextSelectability {
  /// Text can be selected.
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  /// Text cannot be selected.
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
