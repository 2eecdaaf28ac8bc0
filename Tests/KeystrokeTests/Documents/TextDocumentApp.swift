import Foundation
import Keystroke

/// The seed's document app, as in Examples/text-documents (the test target cannot import an
/// executable): a plain-text document, the focused-value key for its binding, and the
/// Uppercased command.
struct PlainTextDocument: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  var text: String
  var hasByteOrderMark = false

  init(text: String = "") { self.text = text }

  init(configuration: ReadConfiguration) throws {
    guard var bytes = configuration.file.regularFileContents.map(Array.init) else {
      throw CocoaError(.fileReadCorruptFile)
    }
    hasByteOrderMark = bytes.starts(with: Self.byteOrderMark)
    if hasByteOrderMark { bytes.removeFirst(Self.byteOrderMark.count) }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw CocoaError(.fileReadCorruptFile)
    }
    self.text = text
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    let mark = hasByteOrderMark ? Self.byteOrderMark : []
    return FileWrapper(regularFileWithContents: Data(mark + Array(text.utf8)))
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
