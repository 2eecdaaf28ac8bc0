import Keystroke

/// A window with a field (which ⌘J hides) and a sheet with a field of its own, both editing
/// the window's state, for undo scoped to what is on screen.
struct UndoScopeApp: App {
  var body: some Scene {
    WindowGroup {
      UndoScopeContent()
    }
  }
}

struct UndoScopeContent: View {
  @State private var title = ""
  @State private var name = ""
  @State private var isEditingName = false
  @State private var showsTitle = true

  var body: some View {
    VStack(alignment: .leading) {
      if showsTitle {
        TextField("Title", text: $title)
      }
      Button("Edit Name") { isEditingName = true }
        .keyboardShortcut("k")
      Button("Toggle Title") { showsTitle.toggle() }
        .keyboardShortcut("j")
      Text("title=\(title)|name=\(name)")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .sheet(isPresented: $isEditingName) {
      VStack(alignment: .leading) {
        Text("Name Sheet")
        TextField("Name", text: $name)
        Button("Done") { isEditingName = false }
          .keyboardShortcut(.cancelAction)
      }
    }
  }
}

/// A window whose only text input is an editor that ⌘J removes, for an editor's undo steps
/// leaving with it.
struct EditorUndoApp: App {
  var body: some Scene {
    WindowGroup {
      EditorUndoContent()
    }
  }
}

struct EditorUndoContent: View {
  @State private var notes = ""
  @State private var showsEditor = true

  var body: some View {
    VStack(alignment: .leading) {
      if showsEditor {
        TextEditor(text: $notes).frame(height: 2)
      }
      Button("Toggle Editor") { showsEditor.toggle() }
        .keyboardShortcut("j")
      Text("notes=\(notes)")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}
