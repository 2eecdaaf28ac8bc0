/// A top-level menu an app adds: the engine's counterpart of SwiftUI's `CommandMenu`.
///
/// Custom menus appear after the View menu, in the order they are declared; trailing ones
/// (a `MenuBarExtra`'s) at the right end of the bar, after Help.
public struct CustomMenu: Hashable, Sendable {
  /// The menu's title.
  public var title: String
  /// The entries, in order.
  public var entries: [MenuEntry]
  /// Whether the menu sits at the right end of the bar, as a system menu bar's extras do.
  public var isTrailing: Bool

  /// Creates a custom menu.
  public init(_ title: String, entries: [MenuEntry], isTrailing: Bool = false) {
    self.title = title
    self.entries = entries
    self.isTrailing = isTrailing
  }
}
