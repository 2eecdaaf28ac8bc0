import Foundation

/// An open document of one type: its current value, where it is saved, and whether it
/// changed since.
@MainActor
final class DocumentBox<Document: FileDocument>: OpenDocument {
  var fileURL: URL?
  var isEdited = false
  var fileStamp: FileStamp?
  var untitledName = "Untitled"
  var invalidation: InvalidationFlag?

  /// The document's current value; setting it marks the document edited.
  var document: Document {
    didSet {
      isEdited = true
      invalidation?.raise()
    }
  }

  init(_ document: Document, fileURL: URL?) {
    self.document = document
    self.fileURL = fileURL
  }

  /// A binding to the document that marks it edited when set.
  var binding: Binding<Document> {
    Binding(get: { self.document }, set: { self.document = $0 })
  }

  func duplicate() -> any OpenDocument {
    let copy = DocumentBox(document, fileURL: nil)
    copy.isEdited = true
    copy.invalidation = invalidation
    return copy
  }
}
