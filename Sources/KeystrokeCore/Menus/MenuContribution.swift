/// What one `.commands { … }` (or `commandsReplaced { … }`) block adds to the menu bar: slot
/// edits and custom menus, each in declaration order.
public struct MenuContribution: Hashable, Sendable {
  /// The slot edits, in declaration order.
  public var edits: [MenuGroupEdit]
  /// The custom menus, in declaration order.
  public var menus: [CustomMenu]

  /// Creates a contribution.
  public init(edits: [MenuGroupEdit] = [], menus: [CustomMenu] = []) {
    self.edits = edits
    self.menus = menus
  }

  /// A contribution that adds nothing.
  public static let empty = MenuContribution()

  /// This contribution followed by `other`, keeping both declaration orders.
  public func appending(_ other: MenuContribution) -> MenuContribution {
    MenuContribution(edits: edits + other.edits, menus: menus + other.menus)
  }
}
