/// The keyboard world at one instant: the windows, which one is active, and the app-wide
/// commands.
///
/// The framework builds a snapshot after each update and hands it, with each key event, to
/// ``Dispatcher``. A snapshot is plain data and may be malformed (an active window that is not
/// listed, a window without layers); dispatch and conflict analysis handle that without trapping
/// and say so in their trace.
public struct DispatchSnapshot: Hashable, Sendable {
  /// Every open window, in any order.
  public var windows: [DispatchWindow]
  /// The window that receives keys, or `nil` when no window is active.
  public var activeWindow: DispatchWindow.ID?
  /// Commands that work whatever window is active (the app's own menu items), in menu order.
  public var appCommands: [Command]

  /// Creates a snapshot.
  ///
  /// - Parameters:
  ///   - windows: The open windows.
  ///   - activeWindow: The identity of the window that receives keys.
  ///   - appCommands: The app-wide commands, in menu order.
  public init(
    windows: [DispatchWindow] = [], activeWindow: DispatchWindow.ID? = nil,
    appCommands: [Command] = []
  ) {
    self.windows = windows
    self.activeWindow = activeWindow
    self.appCommands = appCommands
  }

  /// The window with `id`; the first one listed if several share it.
  public func window(_ id: DispatchWindow.ID) -> DispatchWindow? {
    windows.first { $0.id == id }
  }
}
