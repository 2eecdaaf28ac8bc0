/// What the focused text field or editor offers the Edit menu: whether it has a selection, and
/// the pasteboard actions on it.
@MainActor
struct TextEditingTarget {
  /// Whether some text is selected (Cut, Copy and Delete need it).
  let hasSelection: Bool
  /// Whether the text can be copied out (not in a secure field).
  let allowsCopy: Bool
  /// Removes the selection onto the pasteboard.
  let cut: @MainActor () -> Void
  /// Copies the selection to the pasteboard.
  let copy: @MainActor () -> Void
  /// Replaces the selection with the pasteboard's text.
  let paste: @MainActor () -> Void
  /// Inserts text in place of the selection as one edit (a paste from the terminal).
  let insert: @MainActor (String) -> Void
  /// Selects all the text.
  let selectAll: @MainActor () -> Void
  /// Removes the selection.
  let delete: @MainActor () -> Void
  /// Where the text's edits are undone: a one-line field's own steps, or the window's (or
  /// sheet's) manager for an editor.
  var undoManager: UndoManager?
}
