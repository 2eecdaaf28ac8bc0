import Keystroke

/// The editor of one document: its text in a multi-line editor, with a count of lines and
/// characters below.
struct ContentView: View {
  @Binding var document: ExampleShortcutsDocument

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      TextEditor(text: $document.text)
      Text(summary).foregroundStyle(.secondary)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }

  private var summary: String {
    let lines = document.text.split(separator: "\n", omittingEmptySubsequences: false).count
    return "\(lines) line\(lines == 1 ? "" : "s"), \(document.text.count) characters"
  }
}
