import KeystrokeTesting
import Testing

@testable import Keystroke

/// A list of cuisines with a search field and nothing else bound to ⌘F.
struct FindMenuApp: App {
  @State private var query = ""
  private let names = ["Ramen", "Tacos", "Paella"]

  var body: some Scene {
    WindowGroup {
      VStack(alignment: .leading) {
        Text("Query: \(query)")
        List(names.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
      }
      .searchable(text: $query)
    }
  }
}

/// The same list in an app whose own Edit › Find Entries takes ⌘F.
struct OwnFindApp: App {
  @State private var query = ""
  @State private var finds = 0

  var body: some Scene {
    WindowGroup {
      VStack(alignment: .leading) {
        Text("Finds: \(finds)")
        List(["Ramen", "Tacos"], id: \.self) { Text($0) }
      }
      .searchable(text: $query)
    }
    .commands {
      CommandGroup(after: .textEditing) {
        Button("Find Entries") { finds += 1 }.keyboardShortcut("f")
      }
    }
  }
}

/// Edit › Find… (⌘F), which a `.searchable` view brings so its key can be found: in the menu,
/// the palette and the hint line, and not when the app binds ⌘F itself.
@MainActor
@Suite struct FindMenuItemTests {
  @Test func theEditMenuListsFindWithItsKeyAndChoosingItFocusesTheField() throws {
    let host = TestHost(app: FindMenuApp.self, columns: 60, rows: 14)
    try host.play("tab tab")
    try host.play("f10 e")
    let row = try #require(host.row(containing: "Find…"))
    #expect(host.lines[row].contains("⌘F"))
    try host.play("esc")
    // Chosen in the palette, it puts the typing in the search field.
    try host.play("cmd+shift+p \"find\"")
    #expect(host.row(containing: "Edit: Find…") != nil)
    try host.play("enter \"Ra\"")
    #expect(host.row(containing: "Query: Ra") != nil)
    #expect(host.row(containing: "Tacos") == nil)
  }

  @Test func theHintLineShowsFindOutsideTheField() throws {
    let host = TestHost(app: FindMenuApp.self, columns: 100, rows: 14)
    try host.play("tab")
    let bottom = host.lines[host.lines.count - 1]
    #expect(bottom.contains("⌘F Find…"))
  }

  @Test func anAppsOwnFindKeepsTheKeyAndNoSecondFindIsListed() throws {
    let host = TestHost(app: OwnFindApp.self, columns: 60, rows: 14)
    try host.play("tab cmd+f")
    #expect(host.row(containing: "Finds: 1") != nil)
    try host.play("f10 e")
    #expect(host.row(containing: "Find Entries") != nil)
    #expect(host.row(containing: "Find…") == nil)
    try host.play("esc cmd+shift+p \"find\"")
    #expect(host.row(containing: "Edit: Find Entries") != nil)
    #expect(host.row(containing: "Find…") == nil)
  }
}
