/// The scenes an app's body declared, kept until something the body could depend on changes.
///
/// SwiftUI runs an `App`'s body again only when its inputs change (its own state, an
/// `@Observable` property it read). An update that changed one view's own state inside a
/// window, moved focus or opened a menu keeps the scenes, their commands included, so the
/// commands are not collected again either.
@MainActor
final class AppBodyMemory {
  /// The scenes, as resolved the last time the body ran.
  private(set) var scenes: SceneList?
  /// The update in which the body last ran.
  private(set) var generation = -1
  private var environment: EnvironmentValues?

  init() {}

  /// The memory kept in `node`, created on first use.
  static func stored(in node: ViewNode) -> AppBodyMemory {
    node.kept { AppBodyMemory() }
  }

  /// The kept scenes, if the body need not run again: nothing rebuilds everything, nothing the
  /// body could read changed this update (`inputsChanged`), and its environment is
  /// equivalent.
  func scenes(
    inputsChanged: Bool, rebuildsEverything: Bool, environment: EnvironmentValues
  ) -> SceneList? {
    guard !inputsChanged, !rebuildsEverything, let scenes,
      self.environment?.isEquivalent(to: environment) == true
    else { return nil }
    return scenes
  }

  /// Keeps the scenes the body just declared, in update `generation`.
  func keep(_ scenes: SceneList, environment: EnvironmentValues, generation: Int) {
    self.scenes = scenes
    self.environment = environment
    self.generation = generation
  }
}
