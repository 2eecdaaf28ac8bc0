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

  private var summary: String { Self.summary(of: document.text) }

  /// "2 lines, 12 characters": a line ends at a line break (LF, CRLF or CR), so a file that ends
  /// with one has no extra empty line, and an empty document has none.
  static func summary(of text: String) -> String {
    let breaks = text.reduce(0) { $0 + ($1.isNewline ? 1 : 0) }
    let lines = breaks + (text.isEmpty || text.last?.isNewline == true ? 0 : 1)
    let characters = text.count
    return "\(lines) line\(lines == 1 ? "" : "s"), "
      + "\(characters) character\(characters == 1 ? "" : "s")"
  }
}
