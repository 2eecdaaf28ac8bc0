import KeystrokeTerminal
import KeystrokeTesting
import Testing

@testable import Keystroke

/// An action that switches tabs and sets a `@FocusState` in the same key
/// (`pane = .search; focused = .query`) focuses the view it asked for, in one pass, as SwiftUI
/// does; the switch's own rule (the new tab's first control) applies only when that view is
/// not built.
@MainActor
@Suite struct TabSwitchFocusRequestTests {
  enum Pane: Hashable { case list, search }
  enum Field: Hashable { case query, elsewhere }

  /// A list tab whose Find button, or a ⌘F shortcut outside the tab view, opens the search tab
  /// with its query field focused.
  struct Finder: View {
    /// The value Find asks to focus: `.elsewhere` names no view in any tab.
    var asks = Field.query
    /// The value the button outside the tab view asks to focus.
    var outsideAsks = Field.query
    @State private var pane = Pane.list
    @State private var query = ""
    @FocusState private var focused: Field?

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        TabView(selection: $pane) {
          Tab("List", systemImage: "list.bullet", value: Pane.list) {
            VStack(alignment: .leading, spacing: 0) {
              Button("Find") {
                pane = .search
                focused = asks
              }
              Button("Other") {}
            }
          }
          Tab("Search", systemImage: "magnifyingglass", value: Pane.search) {
            VStack(alignment: .leading, spacing: 0) {
              Button("Clear") { query = "" }
              TextField("Query", text: $query).focused($focused, equals: .query)
              Text("query: \(query)")
            }
          }
        }
        Button("Search everywhere") {
          pane = .search
          focused = outsideAsks
        }
        .keyboardShortcut("f")
      }
    }
  }

  /// The first cell of `text` on the screen is drawn in the plain style (no focus mark).
  private func isPlain(_ text: String, in host: TestHost) -> Bool {
    guard let row = host.row(containing: text), let range = host.lines[row].range(of: text)
    else { return false }
    let column = host.lines[row].distance(from: host.lines[row].startIndex, to: range.lowerBound)
    return host.style(column: column + 2, row: row) == CellStyle.plain
  }

  @Test func aButtonInTheTabFocusesTheFieldItAskedForInOnePass() throws {
    let host = TestHost(Finder(), columns: 50, rows: 10)
    try host.play("tab")
    #expect(!isPlain("Find", in: host))
    try host.play("enter")
    #expect(host.host.passesInLastUpdate == 1)
    #expect(isPlain("Clear", in: host))
    try host.play("\"abc\"")
    #expect(host.text.contains("query: abc"))
  }

  @Test func aShortcutOutsideTheTabViewFocusesTheFieldInOnePass() throws {
    let host = TestHost(Finder(), columns: 50, rows: 10)
    try host.play("cmd+f")
    #expect(host.host.passesInLastUpdate == 1)
    try host.play("\"xyz\"")
    #expect(host.text.contains("query: xyz"))
  }

  /// Coming back to the list, the button that had focus is drawn without its mark.
  @Test func theButtonLeftBehindLosesItsMark() throws {
    let host = TestHost(Finder(), columns: 50, rows: 10)
    try host.play("tab enter shift+tab shift+tab left")
    #expect(host.text.contains("Find"))
    #expect(isPlain("Find", in: host))
  }

  /// A value no view in the new tab is linked to: focus goes where the switch alone puts it,
  /// the new tab's first control (in a second pass: only once the build is over is it known
  /// that the linked view was not built).
  @Test func aValueNoViewIsLinkedToLeavesTheSwitchsOwnRule() throws {
    let host = TestHost(Finder(asks: .elsewhere), columns: 50, rows: 10)
    try host.play("tab enter")
    try host.play("\"abc\"")
    #expect(host.text.contains("query:"))
    #expect(!host.text.contains("query: abc"))
    #expect(!isPlain("Clear", in: host))
  }

  /// A tab with nothing to focus, and a button after the tab view.
  struct QuietFirstTab: View {
    @State private var pane = Pane.list
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        TabView(selection: $pane) {
          Tab("List", systemImage: "list.bullet", value: Pane.list) { Text("Nothing here") }
          Tab("Search", systemImage: "magnifyingglass", value: Pane.search) { Text("Nor here") }
        }
        Button("After") {}
      }
    }
  }

  /// At launch the tab view still hands the first build's claim to its bar when its tab has
  /// no control, so the first screen is one pass with the bar focused, not the button after.
  @Test func atLaunchTheBarTakesTheClaimOverAControlAfterTheTabView() throws {
    let host = TestHost(QuietFirstTab(), columns: 50, rows: 10)
    #expect(host.host.passesInLastUpdate == 1)
    #expect(isPlain("After", in: host))
  }

  /// From a control outside the tab view, a value no view is linked to still moves focus into
  /// the new tab, as the switch alone does: Return presses Clear.
  @Test func fromOutsideTheTabViewAValueNotBuiltStillEntersTheNewTab() throws {
    let host = TestHost(Finder(outsideAsks: .elsewhere), columns: 50, rows: 10)
    try host.play("shift+tab")
    #expect(!isPlain("Search everywhere", in: host))
    try host.play("enter")
    #expect(!isPlain("Clear", in: host))
    #expect(isPlain("Search everywhere", in: host))
  }

  /// A search field above the tab view, which a button in the list tab focuses as it opens
  /// the search tab.
  struct GlobalQuery: View {
    enum Focus: Hashable { case global }
    @State private var pane = Pane.list
    @State private var query = ""
    @FocusState private var focused: Focus?

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        TextField("Everywhere", text: $query).focused($focused, equals: .global)
        TabView(selection: $pane) {
          Tab("List", systemImage: "list.bullet", value: Pane.list) {
            Button("Find") {
              pane = .search
              focused = .global
            }
          }
          Tab("Search", systemImage: "magnifyingglass", value: Pane.search) {
            VStack(alignment: .leading, spacing: 0) {
              Button("Clear") { query = "" }
              Text("query: \(query)")
            }
          }
        }
      }
    }
  }

  /// The field the action asked for is on screen already: it keeps focus over the new tab's
  /// first control, so typed text goes into it.
  @Test func aFieldOnScreenTheActionAskedForBeatsTheNewTabsFirstControl() throws {
    let host = TestHost(GlobalQuery(), columns: 50, rows: 10)
    try host.play("tab tab")
    #expect(!isPlain("Find", in: host))
    try host.play("enter")
    #expect(isPlain("Clear", in: host))
    try host.play("\"abc\"")
    #expect(host.text.contains("query: abc"))
  }
}
