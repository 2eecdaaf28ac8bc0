import Testing

@testable import Keystroke

/// Shows whether the searchable view around it is searching, as a results pane would.
private struct SearchState: View {
  @Environment(\.isSearching) private var isSearching

  var body: some View {
    Text(isSearching ? "state: searching" : "state: browsing")
  }
}

/// A searchable list of birds with an Add button and a sheet that adds one; the sheet hangs
/// outside the searchable view, as a window's sheets do. With `startsOnAdd`, a `.defaultFocus`
/// inside the searchable content names the Add button.
private struct BirdFinder: View {
  enum Control: Hashable { case add }

  let startsOnAdd: Bool

  @State private var query = ""
  @State private var birds = ["Wren", "Robin", "Heron"]
  @State private var isAdding = false
  @State private var draft = ""
  @FocusState private var control: Control?

  var body: some View {
    VStack(alignment: .leading) {
      SearchState()
      Button("Add") { isAdding = true }
        .keyboardShortcut("n")
        .focused($control, equals: .add)
      List(birds, id: \.self) { Text($0) }
    }
    .defaultFocus($control, startsOnAdd ? .add : nil)
    .searchable(text: $query, prompt: "Find a bird")
    .sheet(isPresented: $isAdding) {
      VStack {
        TextField("Name", text: $draft)
        Button("Done") {
          birds.append(draft)
          isAdding = false
        }
        .keyboardShortcut("s")
      }
    }
  }
}

/// A shelf with nothing to focus and a search tab, the search field placed by the tab view in
/// its search tab.
private struct ShelfTabs: View {
  enum Pane: Hashable { case shelf, search }

  @State private var pane = Pane.shelf
  @State private var query = ""

  var body: some View {
    TabView(selection: $pane) {
      Tab("Shelf", systemImage: "books.vertical", value: Pane.shelf) {
        SearchState()
      }
      Tab(value: Pane.search, role: .search) {
        SearchState()
      }
    }
    .searchable(text: $query, prompt: "Find a book")
  }
}

/// A searchable view's content sees `isSearching` from whether its field has focus in the
/// update being built, not from the focus state synced after it, so focus landing on or
/// leaving the field (at the start, by Tab, as a sheet opens and closes) is one pass
/// (`FieldFocusPrediction`, `FocusDependents`).
@MainActor
@Suite struct SearchFieldFocusOnePassTests {
  private func fieldIsFocused(_ host: ViewHost) -> Bool {
    host.rootElement?.first(TextFieldElement.self)?.isFocused == true
  }

  private func shows(_ text: String, _ host: ViewHost) -> Bool {
    host.lines.contains { $0.contains(text) }
  }

  @Test func theStartFocusesTheFieldAndSearchesInOnePass() {
    let host = ViewHost(BirdFinder(startsOnAdd: false), width: 50, height: 12)
    host.update()
    #expect(host.passesInLastUpdate == 1)
    #expect(fieldIsFocused(host))
    #expect(shows("state: searching", host))
  }

  @Test func tabOutOfTheFieldAndBackIsOnePassEachWay() throws {
    let host = ViewHost(BirdFinder(startsOnAdd: false), width: 50, height: 12)
    host.update()
    try host.press("tab")
    #expect(host.passesInLastUpdate == 1)
    #expect(!fieldIsFocused(host))
    #expect(shows("state: browsing", host))
    try host.press("shift+tab")
    #expect(host.passesInLastUpdate == 1)
    #expect(fieldIsFocused(host))
    #expect(shows("state: searching", host))
  }

  @Test func aSheetOverTheFieldOpensAndClosesInOnePassEach() throws {
    let host = ViewHost(BirdFinder(startsOnAdd: false), width: 50, height: 12)
    host.update()
    try host.press("cmd+n")
    #expect(host.interactions.layers.count == 1)
    #expect(host.passesInLastUpdate == 1)
    #expect(shows("state: browsing", host))
    try host.press("cmd+s")
    #expect(host.interactions.layers.isEmpty)
    #expect(host.passesInLastUpdate == 1)
    #expect(fieldIsFocused(host))
    #expect(shows("state: searching", host))
  }

  @Test func aPredictionTheContentProvesWrongIsSetRightInTheSameUpdate() {
    // The claim looked bound for the field, but a `.defaultFocus` inside the content gives it
    // to Add: the searchable view is built again before the frame, which shows no search.
    let host = ViewHost(BirdFinder(startsOnAdd: true), width: 50, height: 12)
    host.update()
    #expect(host.passesInLastUpdate == 2)
    #expect(!fieldIsFocused(host))
    #expect(shows("state: browsing", host))
    let add = host.interactions.focusTargets.first { $0.id == host.focusedNodeID }
    #expect(add?.element is ButtonElement)
  }

  @Test func aTabViewTakingTheFieldOverLeavesTheClaimToItsControls() {
    // The field would be in the search tab, which is not shown: the start's claim goes to the
    // tab bar, as it would with no search field, in one pass, and the shelf is not searching.
    let host = ViewHost(ShelfTabs(), width: 50, height: 12)
    host.update()
    #expect(host.passesInLastUpdate == 1)
    #expect(host.rootElement?.first(TextFieldElement.self) == nil)
    #expect(shows("state: browsing", host))
    let focused = host.interactions.focusTargets.first { $0.id == host.focusedNodeID }
    #expect(focused?.element is TabBarElement)
  }
}

/// A list of teas with a search field that suggests kinds while it has focus.
private struct TeaFinder: View {
  @State private var query = ""

  var body: some View {
    List(["Sencha", "Assam", "Oolong"], id: \.self) { Text($0) }
      .searchable(text: $query)
      .searchSuggestions {
        Text("Green tea").searchCompletion("green")
        Text("Black tea").searchCompletion("black")
      }
  }
}

/// Suggestions show while the field has focus: they are built after the field and tell from
/// where focus is in the pass, not from the field's focus state, synced after it.
@MainActor
@Suite struct SearchSuggestionFocusOnePassTests {
  private func showsSuggestions(_ host: ViewHost) -> Bool {
    host.lines.contains { $0.contains("Green tea") }
  }

  @Test func theStartShowsTheSuggestionsInOnePass() {
    let host = ViewHost(TeaFinder(), width: 40, height: 12)
    host.update()
    #expect(host.passesInLastUpdate == 1)
    #expect(showsSuggestions(host))
  }

  @Test func leavingTheFieldAndComingBackHidesAndShowsThemInOnePassEach() throws {
    let host = ViewHost(TeaFinder(), width: 40, height: 12)
    host.update()
    // Shift+Tab goes back from the field to the list, the last stop; Tab comes back.
    try host.press("shift+tab")
    #expect(!showsSuggestions(host))
    #expect(host.passesInLastUpdate == 1)
    try host.press("tab")
    #expect(showsSuggestions(host))
    #expect(host.passesInLastUpdate == 1)
  }
}
