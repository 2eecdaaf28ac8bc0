/// The children the framework places under a node itself, named without strings: looking one
/// up hashes a small value instead of building and boxing a string key.
enum ChildName: Hashable {
  /// The app frame's own invalidation node.
  case frame
  /// A presentation's listing of what it presents.
  case listing
  /// The content of the window with this number.
  case window(Int)
  /// The n-th command group of a kind of window, by the kind's identifier.
  case commands(window: String, index: Int)
  /// The n-th replacement command group of a kind of window.
  case replacement(window: String, index: Int)
  /// A tab's content, by the tab's key.
  case tab(String)
  /// The search field of a tab, by the tab's key.
  case search(String)
  /// The header of a table's column.
  case tableHeader(Int)
  /// The alert showing a problem with the settings file.
  case settingsNotice
  /// The question asked before quitting over a sheet's unsaved changes.
  case quitOverEdits
  /// The preview of an open context menu.
  case contextMenuPreview
}
