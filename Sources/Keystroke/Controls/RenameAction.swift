/// Starts renaming something, as the app set it up with `.renameAction`; read it with
/// `@Environment(\.rename)` and call it: `rename?()`. A ``RenameButton`` calls it for you.
@MainActor
public struct RenameAction {
  let action: () -> Void

  /// Starts the rename: focuses the field given to `.renameAction(_:)`, or runs its closure.
  public func callAsFunction() { action() }
}

private struct RenameActionKey: EnvironmentKey {
  static var defaultValue: RenameAction? { nil }
}

extension EnvironmentValues {
  /// The rename action set by the nearest `.renameAction` around the view; `nil` without one,
  /// which leaves a ``RenameButton`` dimmed.
  public internal(set) var rename: RenameAction? {
    get { self[RenameActionKey.self] }
    set { self[RenameActionKey.self] = newValue }
  }
}

extension View {
  /// Makes a ``RenameButton`` inside this view (in a context menu, a toolbar or a title menu)
  /// run `action`.
  public consuming func renameAction(_ action: @escaping () -> Void) -> some View {
    environment(\.rename, RenameAction(action: action))
  }

  /// Makes a ``RenameButton`` inside this view move focus to the field bound to `isFocused`,
  /// where the user types the new name.
  public consuming func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
    environment(\.rename, RenameAction(action: { isFocused.wrappedValue = true }))
  }
}
