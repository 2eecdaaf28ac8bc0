import Foundation

/// What a document scene's editor gets for a reference document: the document object, where
/// it is saved and whether it may be edited.
@MainActor
@preconcurrency
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
  /// The document; the editor follows its changes as an observed object.
  @ObservedObject public var document: Document
  /// Where the document is saved, or `nil` while it is untitled.
  public var fileURL: URL?
  /// Whether the editor may change the document (`false` for `DocumentGroup(viewing:viewer:)`).
  public var isEditable: Bool

  init(document: Document, fileURL: URL?, isEditable: Bool) {
    _document = ObservedObject(wrappedValue: document)
    self.fileURL = fileURL
    self.isEditable = isEditable
  }
}
