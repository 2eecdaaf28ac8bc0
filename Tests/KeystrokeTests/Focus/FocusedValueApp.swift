import Keystroke

/// The document seed's command, published with focusedSceneValue and read with FocusedBinding,
/// in a window group (DocumentGroup is tested separately).
struct NoteDocument {
  var text: String
}

extension FocusedValues {
  struct NoteFocusedValues: FocusedValueKey {
    typealias Value = Binding<NoteDocument>
  }

  var note: Binding<NoteDocument>? {
    get { self[NoteFocusedValues.self] }
    set { self[NoteFocusedValues.self] = newValue }
  }

  struct SelectionKey: FocusedValueKey {
    typealias Value = String
  }

  var selectionTitle: String? {
    get { self[SelectionKey.self] }
    set { self[SelectionKey.self] = newValue }
  }
}

struct UppercaseCommand: View {
  @FocusedBinding(\.note) var note

  var body: some View {
    Button {
      guard let text = note?.text else { return }
      note?.text = text.uppercased()
    } label: {
      Text("Uppercased")
    }
    .disabled(note == nil || note?.text == note?.text.uppercased())
    .keyboardShortcut("u", modifiers: [.command, .shift])
  }
}

struct SelectionCommand: View {
  @FocusedValue(\.selectionTitle) var title

  var body: some View {
    Button("Rename \(title ?? "nothing")") {}
      .disabled(title == nil)
  }
}

struct NoteEditor: View {
  @Binding var note: NoteDocument

  var body: some View {
    VStack(alignment: .leading) {
      Text("Text: \(note.text)")
      TextField("Title", text: .constant("")).focusedValue(\.selectionTitle, "first field")
      TextField("Other", text: .constant(""))
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

struct NotesApp: App {
  @State private var note = NoteDocument(text: "hello")

  var body: some Scene {
    WindowGroup {
      NoteEditor(note: $note)
        .focusedSceneValue(\.note, $note)
    }
    .commands {
      CommandMenu("Document") {
        UppercaseCommand()
        SelectionCommand()
      }
    }
  }
}
