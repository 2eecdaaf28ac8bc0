/// The edit mode a list or navigation stack keeps when the app provides none.
final class EditModeBox {
  /// The current mode.
  var mode: EditMode = .inactive

  init() {}

  /// Gives `environment` an edit mode binding if it has none, stored in `node` under `key`;
  /// changing it rebuilds the view tree.
  @MainActor
  static func provide(in environment: inout EnvironmentValues, node: ViewNode, key: String) {
    guard environment.editMode == nil else { return }
    let box = node.storage[key] as? EditModeBox ?? EditModeBox()
    node.storage[key] = box
    let invalidation = node.graph.invalidation
    environment.editMode = Binding(
      get: { box.mode },
      set: {
        box.mode = $0
        invalidation.raise()
      })
  }
}
