import Foundation

/// What a document scene's editor gets: a binding to the document, where it is saved and
/// whether it may be edited.
public struct FileDocumentConfiguration<Document: FileDocument> {
  /// The document; setting it (through `$document`) marks the document edited.
  @Binding public var document: Document
  /// Where the document is saved, or `nil` while it is untitled.
  public var fileURL: URL?
  /// Whether the editor may change the document (`false` for `DocumentGroup(viewing:viewer:)`).
  public var isEditable: Bool

  init(document: Binding<Document>, fileURL: URL?, isEditable: Bool) {
    _document = document
    self.fileURL = fileURL
    self.isEditable = isEditable
  }
}

@available(*, unavailable)
extension FileDocumentConfiguration: Sendable {}
