/// A document type that is a value: read from a file into a new value, written back from the
/// current value. Use it with `DocumentGroup(newDocument:editor:)`.
///
/// ```swift
/// struct TextFile: FileDocument {
///   static var readableContentTypes: [UTType] { [.plainText] }
///   var text = ""
///   init() {}
///   init(configuration: ReadConfiguration) throws {
///     guard let data = configuration.file.regularFileContents,
///       let text = String(data: data, encoding: .utf8)
///     else { throw CocoaError(.fileReadCorruptFile) }
///     self.text = text
///   }
///   func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///     FileWrapper(regularFileWithContents: Data(text.utf8))
///   }
/// }
/// ```
@preconcurrency
public protocol FileDocument: Sendable {
  /// The types of file the document can open.
  static var readableContentTypes: [UTType] { get }
  /// The types of file the document can save as; by default the readable types.
  static var writableContentTypes: [UTType] { get }
  /// Reads a document from a file.
  ///
  /// - Throws: Any error; the app shows it in an alert naming the file and opens nothing.
  init(configuration: ReadConfiguration) throws
  /// What `init(configuration:)` receives.
  typealias ReadConfiguration = FileDocumentReadConfiguration
  /// Produces the file to save.
  ///
  /// - Throws: Any error; the app shows it in an alert and the document stays unsaved.
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
  /// What `fileWrapper(configuration:)` receives.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
  /// The readable types.
  public static var writableContentTypes: [UTType] { readableContentTypes }
}
