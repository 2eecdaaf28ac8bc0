private struct SubmitActionKey: EnvironmentKey {
  static let defaultValue: (@MainActor () -> Void)? = nil
}

extension EnvironmentValues {
  /// What Return does in a text field in this subtree.
  var submitAction: (@MainActor () -> Void)? {
    get { self[SubmitActionKey.self] }
    set { self[SubmitActionKey.self] = newValue }
  }
}

/// The kinds of view a submit action applies to.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
  /// The bit pattern.
  public let rawValue: Int
  /// Creates a set from its bit pattern.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Text fields.
  public static let text = SubmitTriggers(rawValue: 1)
  /// Search fields.
  public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
  /// Runs `action` when the user presses Return in a text field in this view.
  public consuming func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void
  )
    -> some View
  {
    modifier(
      EnvironmentModifier { environment in
        let outer = environment.submitAction
        environment.submitAction = {
          outer?()
          action()
        }
      })
  }
}
