import Keystroke

/// The editor of one document: its text in a multi-line editor, with a count of lines and
/// characters below.
struct ContentView: View {
  @Binding var document: ExampleShortcutsDocument
  /// What the status line counted last.
  @State private var counted = CountedText()

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      TextEditor(text: $document.text)
      Text(summary).foregroundStyle(.secondary)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }

  private var summary: String { counted.summary(of: document.text).description }
}
