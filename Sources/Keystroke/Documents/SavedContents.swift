import Foundation

/// A document's contents as last saved or read, kept as a digest rather than a copy: undoing
/// back to them makes the document unedited again, as on the Mac, without a second copy of a
/// large document in memory.
struct SavedContents: Equatable {
  /// How many bytes the contents hold.
  let count: Int
  /// A digest of the bytes, from the process's hasher: equal contents give equal digests.
  let digest: Int
  /// The type the contents were written or read as, so the document is written the same way
  /// to compare.
  let contentType: UTType

  /// The digest of `bytes`, read or written as `contentType`.
  init(_ bytes: Data, contentType: UTType) {
    var hasher = Hasher()
    bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    count = bytes.count
    digest = hasher.finalize()
    self.contentType = contentType
  }

  /// The saved contents of `document` as it is now, or `nil` when it cannot say (it writes a
  /// package of files, or writing failed).
  @MainActor
  static func of<Document: FileDocument>(_ document: Document, as contentType: UTType)
    -> SavedContents?
  {
    let configuration = FileDocumentWriteConfiguration(
      contentType: contentType, existingFile: nil)
    guard let wrapper = try? document.fileWrapper(configuration: configuration),
      let contents = wrapper.regularFileContents
    else { return nil }
    return SavedContents(contents, contentType: contentType)
  }
}
