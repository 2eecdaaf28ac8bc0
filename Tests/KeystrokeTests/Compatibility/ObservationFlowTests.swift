// SwiftUI code in the iOS 17 Observation style, with `import Keystroke` in place of
// `import SwiftUI` and no other import: `@Observable` and `Date` come with it.
import Keystroke
import KeystrokeTesting
import Testing

@Observable
private final class FlowBook: Identifiable {
  let id: Int
  var title: String
  var isRead = false
  var added = Date(timeIntervalSince1970: 0)

  init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}

@Observable
private final class FlowLibrary {
  var books = [FlowBook(id: 1, title: "Dune"), FlowBook(id: 2, title: "Emma")]
  var selection: FlowBook.ID?

  var selectedBook: FlowBook? { books.first { $0.id == selection } }
}

private struct FlowBookRow: View {
  let book: FlowBook

  var body: some View {
    Text(book.isRead ? "✓ \(book.title)" : "  \(book.title)")
  }
}

private struct FlowBookList: View {
  @Environment(FlowLibrary.self) private var library

  var body: some View {
    @Bindable var library = library
    List(library.books, selection: $library.selection) { book in
      FlowBookRow(book: book)
    }
  }
}

private struct FlowBookEditor: View {
  @Bindable var book: FlowBook

  var body: some View {
    VStack {
      TextField("Title", text: $book.title)
      Toggle("Read", isOn: $book.isRead)
    }
  }
}

private struct FlowBookDetail: View {
  @Environment(FlowLibrary.self) private var library

  var body: some View {
    if let book = library.selectedBook {
      FlowBookEditor(book: book)
    } else {
      Text("No book selected")
    }
  }
}

private struct FlowLibraryView: View {
  @State private var library: FlowLibrary

  init(library: FlowLibrary = FlowLibrary()) {
    _library = State(initialValue: library)
  }

  var body: some View {
    HStack {
      FlowBookList().frame(width: 20)
      FlowBookDetail()
    }
    .environment(library)
  }
}

private struct FlowShelfCount: View {
  @Environment(FlowLibrary.self) private var library: FlowLibrary?

  var body: some View {
    Text(library.map { "\($0.books.count) books" } ?? "no library")
  }
}

@Observable
private final class FlowTally {
  var count = 0
}

private struct FlowTallyView: View {
  @State private var tally = FlowTally()

  var body: some View {
    VStack {
      Text("Count \(tally.count)")
      Button("Add") { tally.count += 1 }
    }
  }
}

private struct FlowLibraryApp: App {
  let library = FlowLibrary()

  var body: some Scene {
    WindowGroup {
      VStack {
        FlowShelfCount()
        FlowBookList()
      }
    }
    .environment(library)
  }
}

@MainActor
@Suite struct ObservationFlowTests {
  /// The screen's lines without the margin that centres a small view in the window.
  private func shown(_ host: TestHost) -> [String] {
    host.lines.map { $0.trimmingCharacters(in: .whitespaces) }
  }

  @Test func editingThroughBindableRedrawsTheListRow() throws {
    let library = FlowLibrary()
    let host = TestHost(FlowLibraryView(library: library), columns: 50, rows: 6)
    #expect(host.text.contains("No book selected"))
    try host.play("down")
    #expect(library.selection == 1)
    try host.play(#"tab " Messiah""#)
    #expect(library.books[0].title == "Dune Messiah")
    #expect(host.row(containing: "  Dune Messiah") != nil)
    try host.play("tab space")
    #expect(library.books[0].isRead)
    #expect(host.row(containing: "✓ Dune Messiah") != nil)
  }

  @Test func aChangeMadeOutsideTheViewsRedrawsWhatReadIt() throws {
    let library = FlowLibrary()
    let host = TestHost(FlowLibraryView(library: library), columns: 50, rows: 6)
    #expect(!host.host.needsUpdate)
    library.books[1].title = "Persuasion"
    #expect(host.host.needsUpdate)
    host.host.update()
    #expect(host.row(containing: "Persuasion") != nil)
    #expect(host.row(containing: "Emma") == nil)
  }

  @Test func aFieldAloneShowingAPropertyStillFollowsIt() throws {
    let book = FlowBook(id: 3, title: "Ulysses")
    let host = TestHost(FlowBookEditor(book: book), columns: 30, rows: 3)
    #expect(host.text.contains("Ulysses"))
    book.title = "Odyssey"
    #expect(host.host.needsUpdate)
    host.host.update()
    #expect(host.text.contains("Odyssey"))
  }

  @Test func optionalEnvironmentObjectIsNilWithoutAnAncestor() {
    #expect(shown(TestHost(FlowShelfCount(), columns: 20, rows: 1)) == ["no library"])
    let provided = TestHost(FlowShelfCount().environment(FlowLibrary()), columns: 20, rows: 1)
    #expect(shown(provided) == ["2 books"])
    let removed = TestHost(
      FlowShelfCount().environment(nil as FlowLibrary?).environment(FlowLibrary()), columns: 20,
      rows: 1)
    #expect(shown(removed) == ["no library"])
  }

  @Test func stateKeepsTheSameObservableObjectAcrossUpdates() throws {
    let host = TestHost(FlowTallyView(), columns: 20, rows: 2)
    #expect(shown(host).first == "Count 0")
    try host.play("space space space")
    #expect(shown(host).first == "Count 3")
  }

  @Test func sceneEnvironmentReachesEveryViewOfTheWindow() throws {
    let host = TestHost(app: FlowLibraryApp.self, columns: 40, rows: 8)
    #expect(host.row(containing: "2 books") != nil)
    #expect(host.row(containing: "Emma") != nil)
  }

  @Test func bindableOfAnIdentifiableObjectIsIdentifiable() {
    let book = FlowBook(id: 7, title: "Beloved")
    let bindable = Bindable(book)
    #expect(bindable.id == 7)
    let title = bindable.title
    title.wrappedValue = "Jazz"
    #expect(book.title == "Jazz")
    #expect(Bindable(projectedValue: bindable).wrappedValue === book)
  }

  @Test func foundationComesWithTheImport() {
    let sorted = [FlowBook(id: 1, title: "b"), FlowBook(id: 2, title: "a")]
      .sorted(using: KeyPathComparator(\.title))
    #expect(sorted.map(\.id) == [2, 1])
    #expect(UUID().uuidString.count == 36)
    #expect(FileManager.default.fileExists(atPath: Bundle.main.bundlePath))
    let name = Notification.Name("ObservationFlowTests")
    let token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
      _ in
    }
    NotificationCenter.default.removeObserver(token)
  }
}
