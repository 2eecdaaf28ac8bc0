import Foundation

/// The undo manager of a window, a sheet or a field: an `UndoManager` that also knows when a
/// run of typing must stop growing its undo step and start a new one (the document was saved,
/// so undo can come back to exactly the saved text, as on the Mac).
@MainActor
final class WindowUndoManager: UndoManager {
  /// How many times typing runs were broken; a run started before the last break starts a new
  /// step with its next key.
  private(set) var typingBreaks = 0

  /// Ends every run of typing: the next key typed starts a new undo step.
  func breakTypingRuns() { typingBreaks += 1 }

  /// The count of `manager`'s breaks, or 0 for an undo manager of another kind (an app's own).
  static func typingBreaks(of manager: UndoManager?) -> Int {
    (manager as? WindowUndoManager)?.typingBreaks ?? 0
  }
}
