import Foundation

/// What a document scene can do with documents of its type, with the type erased: make a
/// new one, read one from a file, write one, and build its editor.
@MainActor
struct DocumentSceneDriver {
  /// Whether documents may be edited and saved (`false` for a viewer).
  let isEditable: Bool
  /// The filename extension new documents are saved with (`txt` for plain text).
  let preferredExtension: String?
  /// Makes a new, untitled document; `nil` for a viewer, which cannot make documents.
  let makeNew: (@MainActor () -> any OpenDocument)?
  /// Reads the document at a file.
  let read: @MainActor (URL) throws -> any OpenDocument
  /// The bytes a document is written as, for a file at the URL (whose extension picks the
  /// content type).
  let contents: @MainActor (any OpenDocument, URL) throws -> [UInt8]
  /// Writes a document's contents to a file with a writer and marks it saved there.
  let write: @MainActor (any OpenDocument, URL, DocumentFileWriter) throws -> Void
  /// Reads the file again into an open document (Revert to Saved).
  let revert: @MainActor (any OpenDocument) throws -> Void
  /// Builds the editor for an open document.
  let makeContent: @MainActor (any OpenDocument) -> AnyView

  /// The driver for `Document`, with `makeNew` for editors and `editor` building the view.
  static func make<Document: FileDocument, Content: View>(
    _ type: Document.Type, isEditable: Bool, makeNew: (@Sendable () -> Document)?,
    editor: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) -> DocumentSceneDriver {
    func box(_ document: any OpenDocument) throws -> DocumentBox<Document> {
      guard let box = document as? DocumentBox<Document> else {
        throw DocumentFileError(message: "The document is not a \(Document.self).")
      }
      return box
    }
    /// The document a file holds, with the contents read (undoing back to them makes the
    /// document unedited again).
    func load(_ url: URL) throws -> (document: Document, saved: SavedContents?) {
      let configuration = try Self.readConfiguration(
        at: url, among: Document.readableContentTypes)
      let document = try Document(configuration: configuration)
      let saved = configuration.file.regularFileContents.map {
        SavedContents($0, contentType: configuration.contentType)
      }
      return (document, saved)
    }
    let preferred = (Document.writableContentTypes + Document.readableContentTypes).first
    var makeDocument: (@MainActor () -> any OpenDocument)?
    if let makeNew {
      makeDocument = { DocumentBox(new: makeNew(), contentType: preferred ?? .data) }
    }
    let read: @MainActor (URL) throws -> any OpenDocument = { url in
      // Stamped before reading: a change made while it is read is still told at the save.
      let stamp = FileStamp.of(url)
      let loaded = try load(url)
      let box = DocumentBox(loaded.document, fileURL: url, saved: loaded.saved)
      box.fileStamp = stamp
      return box
    }
    let contents: @MainActor (any OpenDocument, URL) throws -> [UInt8] = { document, url in
      let box = try box(document)
      let contentType = Self.contentType(
        for: url, among: Document.writableContentTypes + Document.readableContentTypes)
      let existing = box.fileURL.flatMap { try? FileWrapper(url: $0, options: .immediate) }
      let configuration = FileDocumentWriteConfiguration(
        contentType: contentType, existingFile: existing)
      return try Self.bytes(of: box.document.fileWrapper(configuration: configuration))
    }
    let write: @MainActor (any OpenDocument, URL, DocumentFileWriter) throws -> Void = {
      document, url, writer in
      let box = try box(document)
      let bytes = try contents(box, url)
      try writer.write(bytes, to: url.path)
      box.fileURL = url
      box.fileStamp = FileStamp.of(url)
      let contentType = Self.contentType(
        for: url, among: Document.writableContentTypes + Document.readableContentTypes)
      box.markSaved(SavedContents(Data(bytes), contentType: contentType))
    }
    let revert: @MainActor (any OpenDocument) throws -> Void = { document in
      let box = try box(document)
      guard let url = box.fileURL else {
        throw DocumentFileError(message: "The document has never been saved.")
      }
      let stamp = FileStamp.of(url)
      let loaded = try load(url)
      box.document = loaded.document
      box.fileStamp = stamp
      box.markSaved(loaded.saved)
      // The steps undo kept led to the text before the revert, not to the file's.
      box.undoManager.removeAllActions()
    }
    let makeContent: @MainActor (any OpenDocument) -> AnyView = { document in
      guard let box = document as? DocumentBox<Document> else { return AnyView(EmptyView()) }
      let configuration = FileDocumentConfiguration(
        document: box.binding, fileURL: box.fileURL, isEditable: isEditable)
      return AnyView(editor(configuration))
    }
    return DocumentSceneDriver(
      isEditable: isEditable, preferredExtension: preferred?.preferredFilenameExtension,
      makeNew: makeDocument, read: read, contents: contents, write: write, revert: revert,
      makeContent: makeContent)
  }

  /// What reading the file at `url` gives a document's initializer: its contents and the
  /// content type among `types` its extension picks. A file that cannot be read throws an
  /// error saying why in words.
  static func readConfiguration(at url: URL, among types: [UTType]) throws
    -> FileDocumentReadConfiguration
  {
    let file: FileWrapper
    do {
      file = try FileWrapper(url: url, options: .immediate)
    } catch {
      throw DocumentFileError(message: readFailure(error, url: url))
    }
    return FileDocumentReadConfiguration(
      contentType: contentType(for: url, among: types), file: file)
  }

  /// The bytes a document's file wrapper holds; a package of files cannot be saved.
  static func bytes(of wrapper: FileWrapper) throws -> [UInt8] {
    guard let contents = wrapper.regularFileContents else {
      throw DocumentFileError(
        message: "The document is a package of files, which Keystroke cannot save.")
    }
    return Array(contents)
  }

  /// The content type for a file: its extension's type when the document handles it, else the
  /// document's first type.
  static func contentType(for url: URL, among types: [UTType]) -> UTType {
    let fallback = types.first ?? .data
    guard let byExtension = UTType(filenameExtension: url.pathExtension) else { return fallback }
    return types.first { byExtension.conforms(to: $0) } ?? fallback
  }

  /// Words for a file that could not be read.
  static func readFailure(_ error: any Error, url: URL) -> String {
    var isDirectory: ObjCBool = false
    let manager = FileManager.default
    if !manager.fileExists(atPath: url.path, isDirectory: &isDirectory) {
      return "The file does not exist."
    }
    if isDirectory.boolValue { return "It is a folder, not a file." }
    if !manager.isReadableFile(atPath: url.path) {
      return "You do not have permission to read it."
    }
    return DocumentFileError.describe(error)
  }
}
