import Foundation

extension DocumentSceneDriver {
  /// The driver for a reference document type: the same saving, reverting and closing as for
  /// a value document, with saves taking a snapshot of the object on the main actor.
  static func make<Document: ReferenceFileDocument, Content: View>(
    reference type: Document.Type, isEditable: Bool, makeNew: (@Sendable () -> Document)?,
    editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) -> DocumentSceneDriver {
    let writable = Document.writableContentTypes + Document.readableContentTypes
    func box(_ document: any OpenDocument) throws -> ReferenceDocumentBox<Document> {
      guard let box = document as? ReferenceDocumentBox<Document> else {
        throw DocumentFileError(message: "The document is not a \(Document.self).")
      }
      return box
    }
    func load(_ url: URL) throws -> Document {
      try Document(
        configuration: Self.readConfiguration(at: url, among: Document.readableContentTypes))
    }
    func wrapper(of document: Document, as contentType: UTType, existing: FileWrapper?) throws
      -> FileWrapper
    {
      let snapshot = try document.snapshot(contentType: contentType)
      return try document.fileWrapper(
        snapshot: snapshot,
        configuration: FileDocumentWriteConfiguration(
          contentType: contentType, existingFile: existing))
    }
    /// A copy made by writing the document and reading what was written.
    let copy: @MainActor (Document) -> Document? = { document in
      let contentType = writable.first ?? .data
      guard let file = try? wrapper(of: document, as: contentType, existing: nil) else {
        return nil
      }
      return try? Document(
        configuration: FileDocumentReadConfiguration(contentType: contentType, file: file))
    }
    var makeDocument: (@MainActor () -> any OpenDocument)?
    if let makeNew {
      makeDocument = { ReferenceDocumentBox(makeNew(), fileURL: nil, copy: copy) }
    }
    let read: @MainActor (URL) throws -> any OpenDocument = { url in
      // Stamped before reading: a change made while it is read is still told at the save.
      let stamp = FileStamp.of(url)
      let box = ReferenceDocumentBox(try load(url), fileURL: url, copy: copy)
      box.fileStamp = stamp
      return box
    }
    let contents: @MainActor (any OpenDocument, URL) throws -> [UInt8] = { document, url in
      let box = try box(document)
      let existing = box.fileURL.flatMap { try? FileWrapper(url: $0, options: .immediate) }
      return try Self.bytes(
        of: wrapper(
          of: box.document, as: Self.contentType(for: url, among: writable), existing: existing))
    }
    let write: @MainActor (any OpenDocument, URL, DocumentFileWriter) throws -> Void = {
      document, url, writer in
      let box = try box(document)
      try writer.write(try contents(box, url), to: url.path)
      box.fileURL = url
      box.fileStamp = FileStamp.of(url)
      box.markSaved()
    }
    let revert: @MainActor (any OpenDocument) throws -> Void = { document in
      let box = try box(document)
      guard let url = box.fileURL else {
        throw DocumentFileError(message: "The document has never been saved.")
      }
      let stamp = FileStamp.of(url)
      box.document = try load(url)
      box.fileStamp = stamp
      // The steps undo kept change the object the file's contents replaced.
      box.undoManager.removeAllActions()
      box.markSaved()
    }
    let makeContent: @MainActor (any OpenDocument) -> AnyView = { document in
      guard let box = document as? ReferenceDocumentBox<Document> else {
        return AnyView(EmptyView())
      }
      let configuration = ReferenceFileDocumentConfiguration(
        document: box.document, fileURL: box.fileURL, isEditable: isEditable)
      // SwiftUI gives the editor's views the document as an environment object too.
      return AnyView(editor(configuration).environmentObject(box.document))
    }
    return DocumentSceneDriver(
      isEditable: isEditable, preferredExtension: writable.first?.preferredFilenameExtension,
      makeNew: makeDocument, read: read, contents: contents, write: write, revert: revert,
      makeContent: makeContent)
  }
}
