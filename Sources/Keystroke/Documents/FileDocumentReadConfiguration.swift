/// What a document reads itself from: the file and the type it was opened as.
public struct FileDocumentReadConfiguration {
  /// The type the file was opened as.
  public let contentType: UTType
  /// The file's contents.
  public let file: FileWrapper
}

@available(*, unavailable)
extension FileDocumentReadConfiguration: Sendable {}
