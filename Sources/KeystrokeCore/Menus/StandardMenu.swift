/// One of the top-level menus every app's menu bar starts from, in menu-bar order.
///
/// Custom menus (SwiftUI's `CommandMenu`) go between ``view`` and ``window``.
public enum StandardMenu: String, CaseIterable, Hashable, Sendable {
  /// The application menu, titled with the app's name.
  case app
  /// The File menu.
  case file
  /// The Edit menu.
  case edit
  /// The View menu.
  case view
  /// The Window menu.
  case window
  /// The Help menu.
  case help

  /// The menu's title; the application menu takes the app's name.
  ///
  /// - Parameter appName: The app's display name.
  public func title(appName: String) -> String {
    switch self {
    case .app: return appName
    case .file: return "File"
    case .edit: return "Edit"
    case .view: return "View"
    case .window: return "Window"
    case .help: return "Help"
    }
  }

  /// The slots this menu holds, top to bottom.
  public var slots: [MenuSlot] { MenuSlot.allCases.filter { $0.menu == self } }
}
