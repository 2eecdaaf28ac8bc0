import Foundation
import Keystroke

/// The saved contacts as a text file, one per line as the form saves them
/// ("Name <address>"), the format Import Contacts… reads back.
struct ContactList: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }

  var contacts: [String]

  init(contacts: [String]) { self.contacts = contacts }

  init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents,
      let text = String(data: data, encoding: .utf8)
    else { throw CocoaError(.fileReadCorruptFile) }
    contacts = text.split(whereSeparator: \.isNewline).map(String.init)
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data(contacts.map { $0 + "\n" }.joined().utf8))
  }
}
