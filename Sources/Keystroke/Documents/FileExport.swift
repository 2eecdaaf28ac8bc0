import Foundation

/// Turns documents into the files a save sheet writes.
enum FileExport {
  /// One item per document, named `name` (else `Untitled`) with `type`'s extension, made
  /// distinct (`Untitled 2.txt`); the bytes are made only when the user saves, in the type
  /// chosen then.
  @MainActor
  static func items<D: FileDocument>(_ documents: [D], as type: UTType?, named name: String?)
    -> [FileSaveRequest.Item]
  {
    let names = FileSaveNaming.distinct(
      documents.map { _ in FileSaveNaming.suggested(name, for: type) })
    return zip(documents, names).map { document, name in
      FileSaveRequest.Item(
        name: name, source: .bytes { chosen in try bytes(of: document, as: chosen ?? type) })
    }
  }

  /// The bytes `document` writes as `type`.
  ///
  /// - Throws: The document's own error, or `CocoaError(.fileWriteUnknown)` for a document that
  ///   is a folder (a package), which Keystroke does not export.
  static func bytes<D: FileDocument>(of document: D, as type: UTType?) throws -> [UInt8] {
    let wrapper = try document.fileWrapper(
      configuration: FileDocumentWriteConfiguration(
        contentType: type ?? .data, existingFile: nil))
    guard let data = wrapper.regularFileContents else {
      throw CocoaError(
        .fileWriteUnknown,
        userInfo: [NSLocalizedDescriptionKey: "The document is a folder, which cannot be exported."]
      )
    }
    return Array(data)
  }
}
