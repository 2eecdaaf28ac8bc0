import Keystroke

// An app written for iOS 13: a `NavigationView` whose bar is set with `navigationBarTitle`
// and `navigationBarItems`, sections with header and footer views, and `Alert` and
// `ActionSheet` values.

/// A note in the early-style app.
struct EarlyNote: Identifiable {
  let id: Int
  let title: String
}

/// The early-style notes screen.
struct EarlyNotesScreen: View {
  @State private var showingAbout = false
  @State private var noteToDelete: EarlyNote?
  @State private var choosingShare = false
  @State private var log: [String] = []

  var body: some View {
    NavigationView {
      List {
        // compat: Section(header:footer:content:)
        Section(header: Text("Pinned"), footer: Text("Pinned notes stay on top")) {
          Button("Delete Groceries") { noteToDelete = EarlyNote(id: 7, title: "Groceries") }
        }
        Section(header: Text("Other")) {
          Button("Share") { choosingShare = true }
        }
        Section(footer: Text("\(log.count) actions")) {
          Text(log.last ?? "Nothing yet")
        }
      }
      // compat: .navigationBarTitle
      .navigationBarTitle(Text("Notes"), displayMode: .inline)
      // compat: .navigationBarItems
      .navigationBarItems(
        leading: Button("About") { showingAbout = true },
        trailing: Button("Compose") { log.append("compose") }
      )
      // compat: Alert
      .alert(isPresented: $showingAbout) {
        Alert(
          title: Text("About Notes"), message: Text("Version 1"),
          dismissButton: .default(Text("Thanks")) { log.append("thanked") })
      }
      .alert(item: $noteToDelete) { note in
        Alert(
          title: Text("Delete \(note.title)?"), message: nil,
          primaryButton: .destructive(Text("Delete")) { log.append("deleted \(note.title)") },
          secondaryButton: .cancel())
      }
      // compat: ActionSheet
      .actionSheet(isPresented: $choosingShare) {
        ActionSheet(
          title: Text("Share note"), message: Text("Choose how"),
          buttons: [
            .default(Text("Mail")) { log.append("mail") }, .default(Text("Messages")),
            .cancel(),
          ])
      }
    }
  }
}

/// A pushed screen that hides the early bar and its back title.
struct EarlyHiddenBarScreen: View {
  let hidesBar: Bool

  var body: some View {
    NavigationView {
      NavigationLink("Details") {
        Text("Detail body")
          .navigationBarTitle("Detail")
          // compat: .navigationBarBackButtonHidden
          .navigationBarBackButtonHidden(true)
      }
      .navigationBarTitle("Home")
      // compat: .navigationBarHidden
      .navigationBarHidden(hidesBar)
    }
  }
}
