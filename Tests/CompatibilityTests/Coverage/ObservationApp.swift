import Keystroke

// The Observation-era data flow of iOS 17 and macOS 14 in the shape of Apple's "Migrating to
// the Observable macro" guide: a model made with the macro, handed down through the
// environment, edited through bindings made from it, with values declared by @Entry.

/// A reading list's model.
// compat: @Observable
@Observable final class ReadingList {
  var books = ["Middlemarch", "Persuasion"]
  var draft = ""
  // compat: import Foundation/Observation re-exports
  var updated = Date(timeIntervalSince1970: 0)
}

extension EnvironmentValues {
  /// How many books the list shows at most.
  // compat: @Entry
  @Entry var shelfLimit: Int = 10
}

/// The list, reading the model from the environment.
struct ReadingListView: View {
  // compat: @Environment(Model.self)
  @Environment(ReadingList.self) private var list
  @Environment(\.shelfLimit) private var limit

  var body: some View {
    VStack(alignment: .leading) {
      ForEach(list.books.prefix(limit), id: \.self) { Text($0) }
      BookEditor(list: list)
    }
  }
}

/// Adds a book through a binding to the model.
struct BookEditor: View {
  // compat: @Bindable
  @Bindable var list: ReadingList

  var body: some View {
    TextField("New book", text: $list.draft)
      .onSubmit {
        list.books.append(list.draft)
        list.draft = ""
      }
  }
}

/// The scene root owning the model.
struct ReadingRoot: View {
  @State private var list = ReadingList()

  var body: some View {
    ReadingListView()
      .environment(list)
      .environment(\.shelfLimit, 5)
  }
}
