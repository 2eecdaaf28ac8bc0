/// The context menu `.contextMenu` gave a table's rows: its items, and the preview shown beside
/// them when it was given one.
struct RowContextMenu {
  /// The menu's items.
  let items: AnyView
  /// What `.contextMenu(menuItems:preview:)` shows beside the items.
  let preview: AnyView?
}
