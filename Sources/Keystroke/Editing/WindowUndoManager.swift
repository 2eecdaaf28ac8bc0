import Foundation

/// The undo manager of a window, a sheet or a field: an `UndoManager` that also knows when a
/// run of typing must stop growing its undo step and start a new one (the document was saved,
/// so undo can come back to exactly the saved text, as on the Mac), and counts the changes
/// made through it, so a reference document learns that it was edited.
@MainActor
final class WindowUndoManager: UndoManager {
  /// How many times typing runs were broken; a run started before the last break starts a new
  /// step with its next key.
  private(set) var typingBreaks = 0
  /// The changes made through the manager: one more for each step registered (not while
  /// undoing or redoing) or redone, one fewer for each step undone.
  private(set) var changeCount = 0
  /// Called when ``changeCount`` changes.
  var onChange: (@MainActor () -> Void)?

  /// Whether a change whose undo step is already registered is being made: a text field's
  /// or editor's edit. A document's binding registers no second step for it.
  private(set) var isApplyingRegisteredChange = false

  /// Ends every run of typing: the next key typed starts a new undo step.
  func breakTypingRuns() { typingBreaks += 1 }

  /// Runs `change`, whose undo step `manager` has (or extends) already.
  static func applyingRegisteredChange(on manager: UndoManager?, _ change: () -> Void) {
    guard let window = manager as? WindowUndoManager else { return change() }
    let was = window.isApplyingRegisteredChange
    window.isApplyingRegisteredChange = true
    defer { window.isApplyingRegisteredChange = was }
    change()
  }

  /// The count of `manager`'s breaks, or 0 for an undo manager of another kind (an app's own).
  static func typingBreaks(of manager: UndoManager?) -> Int {
    (manager as? WindowUndoManager)?.typingBreaks ?? 0
  }

  #if !canImport(Darwin)
  override func registerUndo<TargetType: AnyObject>(
    withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
  ) {
    super.registerUndo(withTarget: target, handler: handler)
    if !isUndoing && !isRedoing { changed(by: 1) }
  }

  override func undo() {
    guard canUndo else { return }
    super.undo()
    changed(by: -1)
  }

  override func redo() {
    guard canRedo else { return }
    super.redo()
    changed(by: 1)
  }
  #endif

  private func changed(by step: Int) {
    changeCount += step
    onChange?()
  }
}
