import Keystroke

/// The form and the list of saved contacts.
struct ContactForm: View {
  @EnvironmentObject private var book: ContactBook
  @FocusState private var focus: Field?
  @State private var showsEmailHelp = false

  enum Field: Hashable { case name, email }

  /// "Delete the saved contact?", "Delete all 3 saved contacts?"
  private var clearSavedTitle: String {
    book.saved.count == 1
      ? "Delete the saved contact?" : "Delete all \(book.saved.count) saved contacts?"
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text("New contact").bold()
      HStack {
        Text("Name ").foregroundStyle(.secondary)
        TextField("Ada Lovelace", text: $book.name)
          .focused($focus, equals: .name)
      }
      HStack {
        Text("Email").foregroundStyle(.secondary)
        TextField("ada@example.com", text: $book.email)
          .focused($focus, equals: .email)
        Button("?") { showsEmailHelp = true }
          .popover(isPresented: $showsEmailHelp, arrowEdge: .bottom) {
            VStack(alignment: .leading) {
              Text("The address is kept with the contact, on this computer only.")
              Text("Nothing is sent to it.")
              Button("OK") { showsEmailHelp = false }
            }
          }
      }
      ControlGroup {
        Button("Save") {
          book.save()
          focus = .name
        }
        .keyboardShortcut("s")
        .disabled(!book.canSave)
        // Escape presses it (its role is cancel), and Escape is often pressed only to leave
        // a field: typed text is thrown away only once the user says so.
        Button("Clear", role: .cancel) {
          if book.hasDraft { book.confirmsClearingDraft = true } else { focus = .name }
        }
      }
      Divider()
      HStack {
        Text(book.saved.isEmpty ? "No contacts yet." : "Saved contacts")
          .foregroundStyle(.secondary)
        if !book.saved.isEmpty {
          // The count as a pill: a capsule filled in the tint behind the number, in white so it
          // reads on light and dark terminals alike.
          Text("\(book.saved.count)")
            .foregroundStyle(.white)
            .padding(.horizontal, 1)
            .background(Capsule().fill(.tint))
        }
      }
      if !book.saved.isEmpty {
        // No share sheet in a terminal: sharing copies the contacts to the clipboard.
        ShareLink("Copy all", items: book.saved)
      }
      if let note = book.importNote {
        Text(note).foregroundStyle(.secondary)
      }
      ChipFlow {
        ForEach(book.saved, id: \.self) { contact in
          Text("• " + contact)
        }
      }
    }
    .onSubmit {
      if focus == .name { focus = .email } else { book.save() }
    }
    .confirmationDialog("Clear this contact?", isPresented: $book.confirmsClearingDraft) {
      Button("Clear", role: .destructive) {
        book.clearDraft()
        focus = .name
      }
      Button("Keep Editing", role: .cancel) {}
    } message: {
      Text("The name and email typed so far will be lost.")
    }
    .confirmationDialog(clearSavedTitle, isPresented: $book.confirmsClearingSaved) {
      // One contact is not "all": the button names what it deletes, as the title does.
      Button(book.saved.count == 1 ? "Delete" : "Delete All", role: .destructive) {
        book.saved.removeAll()
      }
      Button("Cancel", role: .cancel) {}
    } message: {
      Text("Deleted contacts cannot be brought back.")
    }
    .fileImporter(isPresented: $book.isImporting, allowedContentTypes: [.plainText]) { result in
      switch result {
      case .success(let url): book.importContacts(from: url)
      case .failure(let error): book.importNote = error.localizedDescription
      }
    }
    // The same lines Import Contacts… reads, in a file the user names.
    .fileExporter(
      isPresented: $book.isExporting, document: ContactList(contacts: book.saved),
      contentType: .plainText, defaultFilename: "contacts"
    ) { result in
      switch result {
      case .success(let url):
        book.importNote = "Exported \(book.saved.count) to \(url.lastPathComponent)"
      case .failure(let error): book.importNote = error.localizedDescription
      }
    }
    .padding(.horizontal, 2)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}
