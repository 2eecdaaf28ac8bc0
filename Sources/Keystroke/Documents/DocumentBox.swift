import Foundation

/// An open document of one type: its current value, where it is saved, whether it changed
/// since, and the undo manager its window's edits register with.
@MainActor
final class DocumentBox<Document: FileDocument>: OpenDocument {
  var fileURL: URL?
  var isEdited = false
  var fileStamp: FileStamp?
  var untitledName = "Untitled"
  var invalidation: InvalidationFlag?
  let undoManager = UndoManager.forWindow()
  /// The contents as last saved or read, or `nil` when no saved state is known (a duplicate).
  private var saved: SavedContents?

  /// The document's current value; setting it marks the document edited, unless undoing or
  /// redoing brought it back to what was last saved or read.
  var document: Document {
    didSet {
      if undoManager.isUndoing || undoManager.isRedoing, let saved {
        isEdited = SavedContents.of(document, as: saved.contentType) != saved
      } else {
        isEdited = true
      }
      invalidation?.raise()
    }
  }

  /// A document read from `fileURL` (with the contents read, `saved`) or a new one.
  init(_ document: Document, fileURL: URL?, saved: SavedContents?) {
    self.document = document
    self.fileURL = fileURL
    self.saved = saved
  }

  /// A new, untitled document: undoing back to how it started makes it unedited again.
  convenience init(new document: Document, contentType: UTType) {
    self.init(document, fileURL: nil, saved: SavedContents.of(document, as: contentType))
  }

  /// A binding to the document that marks it edited when set and, as SwiftUI's
  /// `FileDocumentConfiguration.document` does, registers an undo step restoring the value it
  /// replaced (unless a text field or editor registered the step for its edit already).
  var binding: Binding<Document> {
    Binding(
      get: { self.document },
      set: { newValue in
        if !((self.undoManager as? WindowUndoManager)?.isApplyingRegisteredChange ?? false) {
          self.registerUndo(restoring: self.document)
        }
        self.document = newValue
      })
  }

  /// Registers the step that puts `old` back; undoing it registers the step that redoes.
  private func registerUndo(restoring old: Document) {
    undoManager.registerUndo(withTarget: self) { box in
      box.registerUndo(restoring: box.document)
      box.document = old
    }
  }

  /// Notes that the document's contents are now what a file holds: they were just written
  /// to it or read from it.
  func markSaved(_ contents: SavedContents?) {
    saved = contents
    isEdited = false
    // Typing on after the save is a step of its own, so undo comes back to the saved text.
    (undoManager as? WindowUndoManager)?.breakTypingRuns()
  }

  func duplicate() -> any OpenDocument {
    let copy = DocumentBox(document, fileURL: nil, saved: nil)
    copy.isEdited = true
    copy.invalidation = invalidation
    return copy
  }
}
