/// The content of a ``ControlGroup`` made with a label: the type that names such a group
/// (`ControlGroup<LabeledControlGroupContent<C, L>>`). The group itself keeps both parts.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
  let content: Content

  /// The group's controls.
  public var body: some View { content }
}
