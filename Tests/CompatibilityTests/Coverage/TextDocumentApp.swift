import Foundation
import Keystroke

// A document app in the shape of Xcode's "Document App" template.

/// A plain-text document.
// compat: FileDocument
struct PlainTextDocument: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }

  var text: String

  init(text: String = "Hello, world!") {
    self.text = text
  }

  init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents,
      let string = String(data: data, encoding: .utf8)
    else {
      throw CocoaError(.fileReadCorruptFile)
    }
    text = string
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data(text.utf8))
  }
}

/// The template's app.
struct PlainTextApp: App {
  var body: some Scene {
    // compat: DocumentGroup
    DocumentGroup(newDocument: PlainTextDocument()) { file in
      PlainTextEditor(document: file.$document)
    }
  }
}

/// The template's content view.
struct PlainTextEditor: View {
  @Binding var document: PlainTextDocument

  var body: some View {
    TextEditor(text: $document.text)
  }
}
