/// Something wrong with a snapshot that dispatch worked around.
public enum SnapshotProblem: Hashable, Sendable {
  /// No window is active, so only app commands can be reached.
  case noActiveWindow
  /// The active window's identity is not among the snapshot's windows.
  case activeWindowMissing(DispatchWindow.ID)
  /// The active window has no presentation layers, so no control can be reached.
  case noLayers(DispatchWindow.ID)

  /// A stable one-line explanation.
  public var label: String {
    switch self {
    case .noActiveWindow:
      return "no active window: only app commands can be reached"
    case .activeWindowMissing(let id):
      return "active window \"\(id)\" is not in the snapshot: only app commands can be reached"
    case .noLayers(let id):
      return "window \"\(id)\" has no presentation layers: no control can be reached"
    }
  }
}
