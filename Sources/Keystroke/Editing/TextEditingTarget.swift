/// What the focused text field or editor offers the Edit menu: whether it has a selection, and
/// the pasteboard actions on it.
@MainActor
struct TextEditingTarget {
  /// Whether some text is selected (Cut, Copy and Delete need it).
  let hasSelection: Bool
  /// Whether the text can be copied out (not in a secure field).
  let allowsCopy: Bool
  /// Removes the selection onto the pasteboard.
  var cut: @MainActor () -> Void
  /// Copies the selection to the pasteboard.
  var copy: @MainActor () -> Void
  /// Replaces the selection with the pasteboard's text.
  var paste: @MainActor () -> Void
  /// Inserts text in place of the selection as one edit (a paste from the terminal).
  var insert: @MainActor (String) -> Void
  /// Selects all the text.
  var selectAll: @MainActor () -> Void
  /// Removes the selection.
  var delete: @MainActor () -> Void
  /// Where the text's edits are undone: a one-line field's own steps, or the window's (or
  /// sheet's) manager for an editor.
  var undoManager: UndoManager?
  /// Whether Cut is offered (a view that only copies offers no Cut).
  var offersCut = true
  /// Whether Copy is offered.
  var offersCopy = true
  /// Whether Paste is offered.
  var offersPaste = true
  /// Whether Select All is offered.
  var offersSelectAll = true
  /// Whether Delete is offered.
  var offersDelete = true
  /// Whether the target moves values (`.copyable`, `.cuttable`, `.pasteDestination`) rather
  /// than edits text: Paste is offered for copied values as well as text.
  var isTransfer = false
}
