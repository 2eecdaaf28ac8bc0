#if !canImport(Darwin)
/// Records changes so they can be undone and redone, as Foundation's `UndoManager` does on
/// Apple platforms. Provided where Foundation has none (Linux); on Apple platforms Keystroke
/// uses Foundation's class.
///
/// An undo action registered while undoing becomes a redo action; one registered while
/// redoing becomes an undo action; any other registration clears the redo stack.
@MainActor
open class UndoManager {
  private struct Action {
    let name: String
    /// The object the action was registered with, for ``removeAllActions(withTarget:)``.
    let target: ObjectIdentifier?
    let perform: @MainActor () -> Void
  }

  private var undoStack: [Action] = []
  private var redoStack: [Action] = []

  /// Whether ``undo()`` is running.
  public private(set) var isUndoing = false
  /// Whether ``redo()`` is running.
  public private(set) var isRedoing = false
  /// How many undo actions are kept; 0 means no limit.
  open var levelsOfUndo = 0

  /// Creates an empty undo manager.
  public init() {}

  /// Whether there is an action to undo.
  open var canUndo: Bool { !undoStack.isEmpty }
  /// Whether there is an action to redo.
  open var canRedo: Bool { !redoStack.isEmpty }
  /// The name of the action ``undo()`` would undo.
  open var undoActionName: String { undoStack.last?.name ?? "" }
  /// The name of the action ``redo()`` would redo.
  open var redoActionName: String { redoStack.last?.name ?? "" }

  /// Names the action registered last (shown as "Undo Typing" and the like).
  open func setActionName(_ actionName: String) {
    if isUndoing, let last = redoStack.popLast() {
      redoStack.append(Action(name: actionName, target: last.target, perform: last.perform))
    } else if !isUndoing, let last = undoStack.popLast() {
      undoStack.append(Action(name: actionName, target: last.target, perform: last.perform))
    }
  }

  /// Registers `handler`, called with `target`, to undo the change just made.
  open func registerUndo<TargetType: AnyObject>(
    withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
  ) {
    let action = Action(
      name: "", target: ObjectIdentifier(target), perform: { handler(target) })
    if isUndoing {
      redoStack.append(action)
    } else {
      undoStack.append(action)
      if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst() }
      if !isRedoing { redoStack.removeAll() }
    }
  }

  /// Undoes the last change; the change's handler registers how to redo it.
  open func undo() {
    guard let action = undoStack.popLast() else { return }
    isUndoing = true
    defer { isUndoing = false }
    action.perform()
  }

  /// Redoes the last undone change.
  open func redo() {
    guard let action = redoStack.popLast() else { return }
    isRedoing = true
    defer { isRedoing = false }
    action.perform()
  }

  /// Forgets every undo and redo action.
  open func removeAllActions() {
    undoStack.removeAll()
    redoStack.removeAll()
  }

  /// Forgets the undo and redo actions registered with `target`.
  open func removeAllActions(withTarget target: Any) {
    let identifier = ObjectIdentifier(target as AnyObject)
    undoStack.removeAll { $0.target == identifier }
    redoStack.removeAll { $0.target == identifier }
  }
}
#else
import Foundation
#endif
