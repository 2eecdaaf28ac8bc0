import Foundation
import Keystroke

/// The seed's document app, as in Examples/text-documents (the test target cannot import an
/// executable): a plain-text document, the focused-value key for its binding, and the
/// Uppercased command.
struct PlainTextDocument: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }

  var text: String

  init(text: String = "") { self.text = text }

  init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents,
      let text = String(data: data, encoding: .utf8)
    else { throw CocoaError(.fileReadCorruptFile) }
    self.text = text
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data(text.utf8))
  }
}

extension FocusedValues {
  struct PlainTextFocusedValues: FocusedValueKey {
    typealias Value = Binding<PlainTextDocument>
  }

  var plainText: Binding<PlainTextDocument>? {
    get { self[PlainTextFocusedValues.self] }
    set { self[PlainTextFocusedValues.self] = newValue }
  }
}

struct UppercasedPlainText: View {
  @FocusedBinding(\.plainText) var document

  var body: some View {
    Button {
      guard let text = document?.text else { return }
      document?.text = text.uppercased()
    } label: {
      Text("Uppercased")
    }
    .disabled(document == nil || document?.text == document?.text.uppercased())
    .keyboardShortcut("u", modifiers: [.command, .shift])
  }
}

struct PlainTextEditor: View {
  @Binding var document: PlainTextDocument

  var body: some View {
    TextEditor(text: $document.text)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

struct TextDocumentApp: App {
  var body: some Scene {
    DocumentGroup(newDocument: PlainTextDocument()) { file in
      PlainTextEditor(document: file.$document)
        .focusedSceneValue(\.plainText, file.$document)
    }
    .commands {
      CommandMenu("Document") {
        UppercasedPlainText()
      }
    }
  }
}

/// A window group whose windows each count on their own.
struct CounterWindowsApp: App {
  var body: some Scene {
    WindowGroup {
      CounterView()
    }
  }
}

struct CounterView: View {
  @State private var count = 0

  var body: some View {
    VStack(alignment: .leading) {
      Text("Count: \(count)")
      Button("Add") { count += 1 }.keyboardShortcut("k")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}
