import Keystroke

/// The seed's command: uppercases the focused document, enabled only when there is one and its
/// text is not already uppercase.
struct UppercasedText: View {
  @FocusedBinding(\.document) var document

  var body: some View {
    Button {
      guard let text = document?.text else {
        return
      }
      document?.text = text.uppercased()
    } label: {
      Text("Uppercased")
    }
    .disabled(
      document == nil || document?.text == document?.text.uppercased()
    )
    .keyboardShortcut("u", modifiers: [.command, .shift])
  }
}
