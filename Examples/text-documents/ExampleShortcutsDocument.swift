import Keystroke

/// A plain-text document: the file's UTF-8 text. What the text does not show is kept as it
/// was: line endings are part of the text ("\r\n" stays "\r\n"), and a byte-order mark at
/// the start of the file is remembered and written back.
struct ExampleShortcutsDocument: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }

  /// The bytes of the UTF-8 byte-order mark.
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  var text: String
  /// Whether the file began with a byte-order mark (saving puts it back).
  var hasByteOrderMark = false

  /// A new document with `text`.
  init(text: String = "") {
    self.text = text
  }

  /// Reads a file; text that is not valid UTF-8 is refused rather than garbled.
  init(configuration: ReadConfiguration) throws {
    guard var bytes = configuration.file.regularFileContents.map(Array.init) else {
      throw CocoaError(.fileReadCorruptFile)
    }
    hasByteOrderMark = bytes.starts(with: Self.byteOrderMark)
    if hasByteOrderMark { bytes.removeFirst(Self.byteOrderMark.count) }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      // Said as such in the alert: the text is not in an encoding this app reads.
      throw CocoaError(.fileReadInapplicableStringEncoding)
    }
    self.text = text
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    let mark = hasByteOrderMark ? Self.byteOrderMark : []
    return FileWrapper(regularFileWithContents: Data(mark + Array(text.utf8)))
  }
}
