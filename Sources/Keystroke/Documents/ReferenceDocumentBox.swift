import Foundation

/// An open reference document: the object the editor changes in place, where it is saved, and
/// whether it changed since — learnt from the window's undo manager, as SwiftUI does: each
/// undo step registered or redone is a change, each undone one takes a change back.
@MainActor
final class ReferenceDocumentBox<Document: ReferenceFileDocument>: OpenDocument {
  var fileURL: URL?
  var isEdited = false
  var fileStamp: FileStamp?
  var untitledName = "Untitled"
  var invalidation: InvalidationFlag?
  let undoManager = UndoManager.forWindow()
  /// The document object; Revert to Saved puts the one read from the file in its place.
  var document: Document
  /// Makes an independent copy of a document (for Duplicate), or `nil` when it cannot.
  private let copy: @MainActor (Document) -> Document?
  /// The undo manager's change count when the document was last saved or read; `nil` when
  /// no saved state is known (a duplicate), so it stays edited whatever is undone.
  private var savedChangeCount: Int? = 0

  /// A document read from `fileURL`, or a new one (`fileURL` `nil`).
  init(_ document: Document, fileURL: URL?, copy: @escaping @MainActor (Document) -> Document?) {
    self.document = document
    self.fileURL = fileURL
    self.copy = copy
    (undoManager as? WindowUndoManager)?.onChange = { [weak self] in self?.undoChanged() }
  }

  /// Notes that the document's contents are now what its file holds.
  func markSaved() {
    savedChangeCount = Self.changeCount(of: undoManager)
    isEdited = false
    // Typing on after the save is a step of its own, so undo comes back to the saved text.
    (undoManager as? WindowUndoManager)?.breakTypingRuns()
    invalidation?.raise()
  }

  func duplicate() -> any OpenDocument {
    let copied = ReferenceDocumentBox(copy(document) ?? document, fileURL: nil, copy: copy)
    copied.savedChangeCount = nil
    copied.isEdited = true
    copied.invalidation = invalidation
    return copied
  }

  private func undoChanged() {
    let edited = savedChangeCount != Self.changeCount(of: undoManager)
    guard edited != isEdited else { return }
    isEdited = edited
    invalidation?.raise()
  }

  private static func changeCount(of manager: UndoManager) -> Int {
    (manager as? WindowUndoManager)?.changeCount ?? 0
  }
}
