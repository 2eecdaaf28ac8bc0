/// What a document writes itself for: the type to save as and the file being replaced.
public struct FileDocumentWriteConfiguration {
  /// The type to save as.
  public let contentType: UTType
  /// The file as it is on disk now, when the document was saved before.
  public let existingFile: FileWrapper?
}

@available(*, unavailable)
extension FileDocumentWriteConfiguration: Sendable {}
