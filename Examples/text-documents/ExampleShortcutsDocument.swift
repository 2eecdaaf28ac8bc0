import Keystroke

/// A plain-text document: the file's UTF-8 text.
struct ExampleShortcutsDocument: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }

  var text: String

  /// A new document with `text`.
  init(text: String = "") {
    self.text = text
  }

  /// Reads a file; text that is not valid UTF-8 is refused rather than garbled.
  init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents,
      let text = String(data: data, encoding: .utf8)
    else {
      throw CocoaError(.fileReadCorruptFile)
    }
    self.text = text
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data(text.utf8))
  }
}
