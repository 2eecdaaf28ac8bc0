/// A button that toggles the edit mode of the nearest ``List`` or ``NavigationStack``, titled
/// "Edit" while not editing and "Done" while editing.
public struct EditButton: View {
  @Environment(\.editMode) private var editMode

  /// Creates an edit button.
  nonisolated public init() {}

  /// The button, disabled where there is no edit mode to toggle.
  public var body: some View {
    let isEditing = editMode?.wrappedValue.isEditing ?? false
    let binding = editMode
    return Button(isEditing ? "Done" : "Edit") {
      binding?.wrappedValue = isEditing ? .inactive : .active
    }
    .disabled(binding == nil)
  }
}
