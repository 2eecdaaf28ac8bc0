import KeystrokeCore

/// Menu items a view adds to its window's menu bar (a tab view's tab-switching commands), with
/// what they do. An app host merges them into the menu bar after building the window.
@MainActor
struct ContributedCommands {
  /// Where the items go and what they are.
  var edit: MenuGroupEdit
  /// What each item does.
  var actions: [CommandID: @MainActor () -> Void]
}

/// A sidebar the window shows, so View › Show/Hide Sidebar can toggle it.
@MainActor
struct SidebarToggle {
  /// Whether the sidebar shows now.
  var isVisible: Bool
  /// Shows or hides it.
  var toggle: @MainActor () -> Void
}
