/// What the user may change about a tab in the "Customize Tabs…" screen.
public struct TabCustomizationBehavior: Equatable, Sendable {
  enum Kind: Equatable, Sendable { case automatic, reorderable, disabled }
  let kind: Kind

  /// The tab can be hidden, shown and moved.
  public static var automatic: TabCustomizationBehavior { .init(kind: .automatic) }
  /// The tab can be moved but not hidden.
  public static var reorderable: TabCustomizationBehavior { .init(kind: .reorderable) }
  /// The tab can be neither hidden nor moved.
  public static var disabled: TabCustomizationBehavior { .init(kind: .disabled) }

  /// Whether the user may hide or show the tab.
  var allowsHiding: Bool { kind == .automatic }
  /// Whether the user may move the tab.
  var allowsMoving: Bool { kind != .disabled }
}
