/// The window a view is in and the manager of the app's windows, as the environment carries
/// them to ``OpenWindowAction``, ``DismissWindowAction`` and `WindowGroup(for:)` content.
@MainActor
final class WindowSceneContext {
  weak var manager: WindowManager?
  weak var window: OpenWindow?

  init(manager: WindowManager, window: OpenWindow?) {
    self.manager = manager
    self.window = window
  }
}

private struct WindowSceneContextKey: EnvironmentKey {
  static var defaultValue: WindowSceneContext? { nil }
}

extension EnvironmentValues {
  /// The window this view is in, inside a running app.
  var windowScene: WindowSceneContext? {
    get { self[WindowSceneContextKey.self] }
    set { self[WindowSceneContextKey.self] = newValue }
  }

  /// Opens windows: `openWindow(id: "viewer")`, `openWindow(value: item.id)`. Outside an app
  /// (a view hosted alone) it does nothing.
  public var openWindow: OpenWindowAction { OpenWindowAction(context: windowScene) }

  /// Closes windows: `dismissWindow()` closes the window the view is in,
  /// `dismissWindow(id:)` every window of a scene.
  public var dismissWindow: DismissWindowAction { DismissWindowAction(context: windowScene) }
}
