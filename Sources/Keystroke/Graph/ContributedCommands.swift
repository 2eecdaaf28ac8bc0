import KeystrokeCore

/// Menu items a view adds to its window's menu bar (a tab view's tab-switching commands), with
/// what they do. An app host merges them into the menu bar after building the window.
@MainActor
struct ContributedCommands {
  /// Where the items go and what they are.
  var edit: MenuGroupEdit
  /// What each item does.
  var actions: [CommandID: @MainActor () -> Void]
  /// Whether the items are left out of the menu bar while the app binds one of their keys
  /// (a command of its own, or a control on screen), instead of staying without the key: Find
  /// (⌘F), which an app's own Find Entries or Search Goals does instead.
  var isLeftOutWhenKeysTaken = false
}

/// A sidebar the window shows, so View › Show/Hide Sidebar can toggle it.
@MainActor
struct SidebarToggle {
  /// Whether the sidebar shows now.
  var isVisible: Bool
  /// Shows or hides it.
  var toggle: @MainActor () -> Void
}
