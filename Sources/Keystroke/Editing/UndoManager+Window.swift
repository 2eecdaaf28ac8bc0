import Foundation

extension UndoManager {
  /// How many undo steps a window, sheet or field keeps, so a long session's memory stays
  /// flat.
  static let undoLevels = 200

  /// A new undo manager for a window, a sheet or a field: it keeps the last ``undoLevels``
  /// steps, and typing runs can be broken (``WindowUndoManager``).
  @MainActor
  static func forWindow() -> UndoManager {
    let manager = WindowUndoManager()
    manager.levelsOfUndo = undoLevels
    return manager
  }
}
