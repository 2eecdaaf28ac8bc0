/// A top-level menu an app adds: the engine's counterpart of SwiftUI's `CommandMenu`.
///
/// Custom menus appear after the View menu, in the order they are declared.
public struct CustomMenu: Hashable, Sendable {
  /// The menu's title.
  public var title: String
  /// The entries, in order.
  public var entries: [MenuEntry]

  /// Creates a custom menu.
  public init(_ title: String, entries: [MenuEntry]) {
    self.title = title
    self.entries = entries
  }
}
