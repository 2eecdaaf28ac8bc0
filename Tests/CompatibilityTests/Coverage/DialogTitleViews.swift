import Keystroke

// Dialogs titled the ways apps title them: a string worked out at run time, and a text view.

/// Empties a trash of some items, asking first with a title that counts them.
struct TrashEmptier: View {
  let itemCount: Int
  @State private var confirming = false
  @State private var emptied = false

  private var question: String {
    itemCount == 1 ? "Erase 1 item?" : "Erase \(itemCount) items?"
  }

  var body: some View {
    Button("Empty Trash") { confirming = true }
      // compat: .confirmationDialog
      .confirmationDialog(question, isPresented: $confirming, titleVisibility: .visible) {
        Button("Erase", role: .destructive) { emptied = true }
        Button("Keep", role: .cancel) {}
      } message: {
        Text("Erased items cannot be brought back.")
      }
      // compat: .alert
      .alert(Text("The trash is empty"), isPresented: $emptied) {
        Button("OK") {}
      }
  }
}

/// Leaves a shared list, asking with a text view for its title.
struct ListLeaver: View {
  let listName: String
  @State private var asking = false
  @State private var left = false

  var body: some View {
    VStack {
      Button("Leave List") { asking = true }
      if left { Text("Left \(listName)") }
    }
    // compat: .confirmationDialog
    .confirmationDialog(Text("Leave “\(listName)”?"), isPresented: $asking) {
      Button("Leave", role: .destructive) { left = true }
    }
  }
}
