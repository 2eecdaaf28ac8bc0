/// The edit mode a list or navigation stack keeps when the app provides none.
final class EditModeBox {
  /// The current mode.
  var mode: EditMode = .inactive

  init() {}

  /// Gives `environment` an edit mode binding if it has none, kept by `node`; changing it
  /// rebuilds the view tree.
  @MainActor
  static func provide(in environment: inout EnvironmentValues, node: ViewNode) {
    guard environment.editMode == nil else { return }
    let box = node.kept { EditModeBox() }
    if let last = box.lastProvided, ValueEquivalence.sameBytes(last.given, environment) {
      // The very environment handed down last time: every row below recognises it by its
      // storage rather than comparing it key by key.
      environment = last.provided
      return
    }
    let given = environment
    defer { box.lastProvided = (given, environment) }
    if let binding = box.binding {
      // The same binding each update: a new one would differ from the last and make every
      // row below look as if its environment had changed.
      environment.editMode = binding
      return
    }
    let invalidation = node.graph.invalidation
    let binding = Binding<EditMode>(
      // Weak: the box keeps the binding, which must not keep the box.
      get: { [weak box] in box?.mode ?? .inactive },
      set: { [weak box] in
        box?.mode = $0
        invalidation.raise()
      })
    box.binding = binding
    environment.editMode = binding
  }

  /// The binding handed to the subtree, made once.
  private var binding: Binding<EditMode>?
  /// The environment the last update gave, and the one it handed down with the binding added.
  private var lastProvided: (given: EnvironmentValues, provided: EnvironmentValues)?
}
