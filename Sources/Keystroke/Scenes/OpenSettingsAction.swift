/// Opens the app's ``Settings`` window; read it with `@Environment(\.openSettings)` and call
/// it: `openSettings()`. It shows the window App › Settings… shows; with no `Settings` scene,
/// or in a view hosted alone, it does nothing.
@MainActor
public struct OpenSettingsAction {
  let context: WindowSceneContext?

  /// Opens the settings window, or brings it to the front.
  public func callAsFunction() {
    guard let manager = context?.manager,
      let settings = manager.kinds.first(where: { $0.role == .settings })
    else { return }
    manager.openWindow(id: settings.id, value: nil)
  }
}

extension EnvironmentValues {
  /// Opens the app's settings window.
  public var openSettings: OpenSettingsAction { OpenSettingsAction(context: windowScene) }
}
