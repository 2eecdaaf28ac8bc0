/// Whether the user can edit a view's content: in a ``List``, whether rows show their delete
/// (`⌫`) and move (`≡`) markers.
public enum EditMode: Hashable, Sendable {
  /// The content cannot be edited.
  case inactive
  /// The content is being edited for a moment, as during a single gesture.
  case transient
  /// The content can be edited.
  case active

  /// Whether the content is being edited (``active`` or ``transient``).
  public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
  /// The edit mode of the nearest ``List`` or ``NavigationStack``, which keep one of their own
  /// unless an app provides it with `.environment(\.editMode, $mode)`; `nil` outside both.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}
