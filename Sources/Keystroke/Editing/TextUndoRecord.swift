/// One undo step of a text field or editor: the change it undoes and where the cursor was
/// before it.
///
/// A run of typing keeps extending the record it started, so the run undoes as one step.
@MainActor
final class TextUndoRecord {
  /// The change from the text before the step to the text after it.
  var change: TextChange
  /// The cursor before the step, restored by undoing it.
  let cursor: Int
  /// The undo manager's count of typing breaks when the step began
  /// (``WindowUndoManager/typingBreaks``): typing after a later break starts a new step.
  let typingBreak: Int

  init(change: TextChange, cursor: Int, typingBreak: Int = 0) {
    self.change = change
    self.cursor = cursor
    self.typingBreak = typingBreak
  }
}
