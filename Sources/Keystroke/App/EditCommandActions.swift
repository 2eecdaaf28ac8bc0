import KeystrokeCore

/// The Edit menu's standard items: Undo and Redo through the window's undo manager, and Cut,
/// Copy, Paste, Delete and Select All on the focused text field or editor. Each is enabled only
/// when it can act.
@MainActor
enum EditCommandActions {
  /// Enables the Edit items that can act now and gives them their actions.
  ///
  /// - Parameters:
  ///   - text: The focused text field or editor, if any.
  ///   - undoManager: The window's undo manager.
  ///   - pasteboard: The app's pasteboard.
  ///   - invalidation: Raised after Undo and Redo so the screen and menus update.
  ///   - disabled: The disabled standard items; the items that can act are removed.
  ///   - actions: The command actions; the Edit items' actions are added.
  static func register(
    text: TextEditingTarget?, undoManager: UndoManager?, pasteboard: Pasteboard?,
    invalidation: InvalidationFlag, disabled: inout Set<CommandID>,
    actions: inout [CommandID: @MainActor () -> Void]
  ) {
    var available: [CommandID: @MainActor () -> Void] = [:]
    if let undoManager {
      if undoManager.canUndo {
        available["edit.undo"] = {
          undoManager.undo()
          invalidation.raise()
        }
      }
      if undoManager.canRedo {
        available["edit.redo"] = {
          undoManager.redo()
          invalidation.raise()
        }
      }
    }
    if let text {
      if text.offersSelectAll { available["edit.selectAll"] = text.selectAll }
      if text.hasSelection {
        if text.offersDelete { available["edit.delete"] = text.delete }
        if text.allowsCopy {
          if text.offersCut { available["edit.cut"] = text.cut }
          if text.offersCopy { available["edit.copy"] = text.copy }
        }
      }
      let canPaste =
        text.isTransfer
        ? pasteboard?.hasContent == true : pasteboard?.string.map({ !$0.isEmpty }) == true
      if text.offersPaste, canPaste {
        available["edit.paste"] = text.paste
      }
    }
    for (id, action) in available {
      disabled.remove(id)
      actions[id] = action
    }
  }
}
