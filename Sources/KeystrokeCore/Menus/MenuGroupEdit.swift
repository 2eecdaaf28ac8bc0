/// Items an app puts before, after or in place of a slot's items: the engine's counterpart of
/// SwiftUI's `CommandGroup(before:)`, `CommandGroup(after:)` and `CommandGroup(replacing:)`.
public struct MenuGroupEdit: Hashable, Sendable {
  /// Where the items go relative to the slot's own items.
  public enum Position: Hashable, Sendable {
    /// Above the slot's items.
    case before
    /// Below the slot's items.
    case after
    /// Instead of the slot's default items.
    case replacing
  }

  /// The slot edited.
  public var slot: MenuSlot
  /// Where the items go.
  public var position: Position
  /// The items, in order.
  public var entries: [MenuEntry]

  /// Creates an edit.
  public init(_ position: Position, _ slot: MenuSlot, entries: [MenuEntry]) {
    self.slot = slot
    self.position = position
    self.entries = entries
  }
}
