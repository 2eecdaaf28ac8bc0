import Keystroke

/// A small contact form: two fields, a Save button on ⌘S, a Clear button on Escape, and a
/// menu with the same commands. It shows focus, typing, shortcuts and the menu bar working
/// together in a real terminal.
@main
struct FormDemoApp: App {
  @StateObject private var book = ContactBook()

  var body: some Scene {
    WindowGroup {
      ContactForm()
        .environmentObject(book)
    }
    .commands {
      CommandMenu("Contacts") {
        Button("Save Contact") { book.save() }
          .keyboardShortcut("s")
          .disabled(!book.canSave)
        Button("Import Contacts…") { book.isImporting = true }
        Button("Export Contacts…") { book.isExporting = true }
          .disabled(book.saved.isEmpty)
        Divider()
        Button("Clear Saved Contacts") { book.saved.removeAll() }
          .disabled(book.saved.isEmpty)
      }
    }
  }
}
