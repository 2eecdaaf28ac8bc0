/// Whether a scene is in use: `@Environment(\.scenePhase)`. A terminal app's windows are
/// `.active` for as long as it runs (it has nothing in the background to go to), so code that
/// saves or pauses on `.background` or `.inactive` compiles and its `.active` branch is the one
/// that runs.
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// Not shown; the system may end the app.
  case background
  /// Shown but not taking input.
  case inactive
  /// Shown and taking input: always, in a terminal.
  case active
}

private struct ScenePhaseKey: EnvironmentKey {
  static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
  /// The phase of the scene the view is in: `.active` while the app runs.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}
