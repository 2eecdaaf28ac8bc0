/// A place dispatch looks for a binding, in the order it looks: the layers of the active window
/// (frontmost first), the window's menu, then the app.
public enum DispatchScope: Hashable, Sendable {
  /// A presentation layer of a window; only the frontmost layer can be reached.
  case layer(
    PresentationLayer.ID, kind: PresentationLayer.Kind, window: DispatchWindow.ID,
    isFrontmost: Bool)
  /// The menu commands of a window.
  case windowMenu(DispatchWindow.ID)
  /// The app-wide commands.
  case app

  /// Whether bindings in this scope can fire (everything except layers beneath a modal one).
  public var isReachable: Bool {
    if case .layer(_, _, _, let isFrontmost) = self { return isFrontmost }
    return true
  }

  /// A stable one-line name, e.g. `sheet "edit" (frontmost) of window "main"`.
  public var label: String {
    switch self {
    case .layer(let id, let kind, let window, let isFrontmost):
      let position = isFrontmost ? "frontmost" : "beneath a modal layer"
      return "\(kind.rawValue) \"\(id)\" (\(position)) of window \"\(window)\""
    case .windowMenu(let window):
      return "menu of window \"\(window)\""
    case .app:
      return "app commands"
    }
  }
}
