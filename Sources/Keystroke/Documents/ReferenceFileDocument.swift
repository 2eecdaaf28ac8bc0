/// A document type that is a class: read from a file into a new object, edited in place, and
/// saved by taking a snapshot of its contents on the main actor and writing the snapshot. Use
/// it with `DocumentGroup(newDocument:editor:)`.
///
/// The app learns that the document changed from its window's undo manager: an editor that
/// changes the document registers an undo step with `@Environment(\.undoManager)`, and the
/// window is marked edited; undoing back to the saved contents marks it unedited again.
///
/// ```swift
/// final class Notes: ReferenceFileDocument, @unchecked Sendable {
///   static var readableContentTypes: [UTType] { [.plainText] }
///   @Published var text = ""
///   init() {}
///   init(configuration: ReadConfiguration) throws {
///     guard let data = configuration.file.regularFileContents,
///       let text = String(data: data, encoding: .utf8)
///     else { throw CocoaError(.fileReadCorruptFile) }
///     self.text = text
///   }
///   func snapshot(contentType: UTType) throws -> String { text }
///   func fileWrapper(snapshot: String, configuration: WriteConfiguration) throws -> FileWrapper {
///     FileWrapper(regularFileWithContents: Data(snapshot.utf8))
///   }
/// }
/// ```
@preconcurrency
public protocol ReferenceFileDocument: ObservableObject, Sendable {
  /// A value holding everything the document saves, taken by ``snapshot(contentType:)``.
  associatedtype Snapshot
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
  /// A copy of the document's current contents, to be written as `contentType`; called on
  /// the main actor when the document is saved.
  ///
  /// - Throws: Any error; the app shows it in an alert and the document stays unsaved.
  func snapshot(contentType: UTType) throws -> Snapshot
  /// Produces the file to save from a snapshot.
  ///
  /// - Throws: Any error; the app shows it in an alert and the document stays unsaved.
  func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
  /// What `fileWrapper(snapshot:configuration:)` receives.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
  /// The readable types.
  public static var writableContentTypes: [UTType] { readableContentTypes }
}
