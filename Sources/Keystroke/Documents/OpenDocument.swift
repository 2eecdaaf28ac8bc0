import Foundation

/// One open document as the window manager sees it, whatever its type: where it is saved and
/// whether it changed since (``DocumentBox`` holds the value itself).
@MainActor
protocol OpenDocument: AnyObject {
  /// Where the document is saved, or `nil` while untitled.
  var fileURL: URL? { get set }
  /// Whether the document changed since it was last saved or read.
  var isEdited: Bool { get set }
  /// The file as it was when the document was last read from it or saved to it, so a save
  /// can tell that another program changed it since.
  var fileStamp: FileStamp? { get set }
  /// The title while untitled ("Untitled", "Untitled 2", …).
  var untitledName: String { get set }
  /// Raised when the document changes, so the screen updates.
  var invalidation: InvalidationFlag? { get set }
  /// The undo manager of the document's window: its edits register there, so undoing in one
  /// window never changes another's document, and each keeps its steps while hidden.
  var undoManager: UndoManager { get }
  /// A copy of the document, untitled and edited (for Duplicate).
  func duplicate() -> any OpenDocument
}

extension OpenDocument {
  /// The name shown in the title line, the Window menu and alerts, its control characters
  /// drawn as pictures (a file may be named with a line break in it).
  var displayName: String {
    VisibleName.of(fileURL?.lastPathComponent ?? untitledName)
  }
}
