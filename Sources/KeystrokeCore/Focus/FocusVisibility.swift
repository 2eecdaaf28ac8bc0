/// Whether a publication can be seen in a context, and if not, why.
public enum FocusVisibility: Hashable, Sendable {
  /// The publication is visible and competes for its key.
  case visible
  /// No scene is active, or the publisher is in a scene that is not the active one.
  case sceneNotActive
  /// A view-scoped publication whose publisher is not on the focus path.
  case offFocusPath
  /// The publication is beneath a sheet that does not let its key through.
  case hiddenBySheet
  /// The publication names a presentation layer that is not up.
  case layerNotPresented
}
