import Keystroke

/// A small contact form: two fields, a Save button on ⌘S, a Clear button on Escape (which asks
/// before it throws typed text away), and a menu with the same commands. It shows focus,
/// typing, shortcuts and the menu bar working together in a real terminal.
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
        // It deletes saved data, so it asks first (the dialog is on the form); the ellipsis
        // says so, as macOS titles commands that need more from the user.
        Button("Clear Saved Contacts…") { book.confirmsClearingSaved = true }
          .disabled(book.saved.isEmpty)
      }
    }
  }
}
