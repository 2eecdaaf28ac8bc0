import Keystroke

extension FocusedValues {
  /// The active window's model, published by each window with `focusedSceneValue`. A form
  /// sheet hides it, which is what disables New and Search while the sheet is up.
  struct GoalWindowKey: FocusedValueKey {
    typealias Value = GoalWindowModel
  }

  /// The active window's model, if no sheet covers it.
  var goalWindow: GoalWindowModel? {
    get { self[GoalWindowKey.self] }
    set { self[GoalWindowKey.self] = newValue }
  }
}
