import Keystroke

/// A window with a one-line field and a multi-line editor, for the Edit menu's items.
struct EditMenuApp: App {
  var body: some Scene {
    WindowGroup {
      EditMenuContent()
    }
  }
}

struct EditMenuContent: View {
  @State private var title = ""
  @State private var notes = ""

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Title", text: $title)
      TextEditor(text: $notes).frame(height: 3)
      Text("title=\(title)|notes=\(notes.replacing("\n", with: "/"))")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}
