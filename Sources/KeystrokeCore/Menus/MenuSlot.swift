/// A named place in the standard menus where a group of items lives: the engine's counterpart of
/// SwiftUI's `CommandGroupPlacement`, with the same twenty members.
///
/// The cases are declared in menu-bar order: grouped by ``menu``, and top to bottom inside each
/// menu. The Window menu's order follows macOS: size, the app's single windows, arrangement, then
/// the list of open windows last.
public enum MenuSlot: String, CaseIterable, Hashable, Sendable {
  /// About the app (App menu).
  case appInfo
  /// Settings… (App menu).
  case appSettings
  /// The Services submenu (App menu).
  case systemServices
  /// Hide, Hide Others, Show All (App menu).
  case appVisibility
  /// Quit (App menu).
  case appTermination
  /// New, Open (File menu).
  case newItem
  /// Close, Save, Duplicate, Rename, Revert (File menu).
  case saveItem
  /// Import and export (File menu).
  case importExport
  /// Page Setup, Print (File menu).
  case printItem
  /// Undo, Redo (Edit menu).
  case undoRedo
  /// Cut, Copy, Paste, Delete, Select All (Edit menu).
  case pasteboard
  /// Find, spelling and text transformations (Edit menu).
  case textEditing
  /// Font and text formatting (Edit menu).
  case textFormatting
  /// Show/Hide Toolbar, Customize Toolbar (View menu).
  case toolbar
  /// Show/Hide Sidebar, Enter Full Screen (View menu).
  case sidebar
  /// Minimize, Zoom (Window menu).
  case windowSize
  /// One item per single-instance window the app defines (Window menu).
  case singleWindowList
  /// Bring All to Front (Window menu).
  case windowArrangement
  /// The list of open windows (Window menu).
  case windowList
  /// The app's help (Help menu).
  case help

  /// The top-level menu the slot lives in.
  public var menu: StandardMenu {
    switch self {
    case .appInfo, .appSettings, .systemServices, .appVisibility, .appTermination: return .app
    case .newItem, .saveItem, .importExport, .printItem: return .file
    case .undoRedo, .pasteboard, .textEditing, .textFormatting: return .edit
    case .toolbar, .sidebar: return .view
    case .windowSize, .singleWindowList, .windowArrangement, .windowList: return .window
    case .help: return .help
    }
  }
}
