import KeystrokeCore
import Testing

@testable import Keystroke

/// A list of tags, a field to filter them and buttons that present: a sheet hung on a button
/// after the list, a dialog hung on a button before it, and a button that opens a sheet while
/// taking away the button that presents it.
private struct TagBoard: View {
  @State private var tags = ["home", "work", "travel"]
  @State private var chosen: String?
  @State private var filter = ""
  @State private var isRenaming = false
  @State private var isClearing = false
  @State private var showsRename = true
  @State private var name = ""

  var body: some View {
    VStack(alignment: .leading) {
      Button("Clear…") { isClearing = true }
        .keyboardShortcut("k")
        .alert("Clear all tags?", isPresented: $isClearing) {
          Button("Clear", role: .destructive) { tags = [] }
          Button("Keep", role: .cancel) {}
        }
      TextField("Filter", text: $filter)
      List(tags, id: \.self, selection: $chosen) { Text($0) }
      if showsRename {
        Button("Rename…") { isRenaming = true }
          .keyboardShortcut("r")
          .sheet(isPresented: $isRenaming) {
            VStack {
              TextField("Name", text: $name)
              Button("Done") { isRenaming = false }.keyboardShortcut("s")
            }
          }
      }
      Button("Lock") {
        isRenaming = true
        showsRename = false
      }
      .keyboardShortcut("l")
    }
  }
}

/// A list beside a button that owns its sheet: typing or moving in the list leaves the
/// button's view unchanged, so updates keep it whole and replay what it recorded.
private struct ShelfWithOwnSheet: View {
  @State private var books = ["Dune", "Emma", "Ulysses"]
  @State private var chosen: String?

  var body: some View {
    VStack(alignment: .leading) {
      List(books, id: \.self, selection: $chosen) { Text($0) }
      AddBookButton()
    }
  }
}

private struct AddBookButton: View {
  @State private var isAdding = false
  @State private var title = ""

  var body: some View {
    Button("Add Book…") { isAdding = true }
      .keyboardShortcut("n")
      .sheet(isPresented: $isAdding) {
        TextField("Title", text: $title)
      }
  }
}

/// An action that opens a sheet or dialog hung on a view away from the focused one (before or
/// after it in the tree) takes focus from that view before the update builds anything, and
/// closing one gives focus back before the build, so both are one pass
/// (`ViewHost.leaveFocusForOpeningPresentation()`, `ViewHost.armFocusReturn()`).
@MainActor
@Suite struct PresenterBesideFocusOnePassTests {
  private func list(_ host: ViewHost) -> LazyListElement? {
    host.rootElement?.first(LazyListElement.self)
  }

  private func sheetField(_ host: ViewHost) -> TextFieldElement? {
    host.interactions.layers.lazy.flatMap(\.elements).compactMap {
      $0.first(TextFieldElement.self)
    }.first
  }

  private func focusOnList(_ host: ViewHost) throws -> Int {
    host.update()
    // Clear…, the filter field, then the list.
    try host.press("tab")
    try host.press("tab")
    try #require(list(host)?.isFocused == true)
    return try #require(host.focusedNodeID)
  }

  @Test func aSheetHungAfterTheFocusedListOpensOnItsFieldInOnePass() throws {
    let host = ViewHost(TagBoard(), width: 60, height: 16)
    _ = try focusOnList(host)
    try host.press("cmd+r")
    #expect(host.passesInLastUpdate == 1)
    #expect(list(host)?.isFocused == false)
    let field = try #require(sheetField(host))
    #expect(field.isFocused)
    #expect(host.interactions.focusTarget(id: host.focusedNodeID)?.element === field)
  }

  @Test(arguments: ["cmd+s", "esc"])
  func closingItGivesTheListFocusBackInOnePass(closing: String) throws {
    let host = ViewHost(TagBoard(), width: 60, height: 16)
    let listNode = try focusOnList(host)
    try host.press("cmd+r")
    host.typeText("errands")
    try host.press(closing)
    #expect(host.passesInLastUpdate == 1)
    #expect(host.interactions.layers.isEmpty)
    #expect(host.focusedNodeID == listNode)
    #expect(list(host)?.isFocused == true)
    try host.press("down")
    #expect(host.interactions.focusTarget(id: host.focusedNodeID)?.element is LazyListElement)
  }

  @Test func aDialogHungBeforeTheFocusedListStartsOnItsSafeButtonInOnePass() throws {
    let host = ViewHost(TagBoard(), width: 60, height: 16)
    let listNode = try focusOnList(host)
    try host.press("cmd+k")
    #expect(host.lines.joined(separator: "\n").contains("Clear all tags?"))
    #expect(host.passesInLastUpdate == 1)
    #expect(list(host)?.isFocused == false)
    #expect(host.focusedText == "[ Keep ]")
    try host.press("enter")
    #expect(host.passesInLastUpdate == 1)
    #expect(host.focusedNodeID == listNode)
    #expect(host.lines.joined(separator: "\n").contains("travel"))
  }

  @Test func focusStaysWhenThePresentingViewGoesAwayInsteadOfOpening() throws {
    let host = ViewHost(TagBoard(), width: 60, height: 16)
    let listNode = try focusOnList(host)
    try host.press("cmd+l")
    // The sheet's button went away with the sheet: nothing opened, and focus is where it was.
    #expect(host.interactions.layers.isEmpty)
    #expect(host.focusedNodeID == listNode)
    #expect(list(host)?.isFocused == true)
  }

  @Test func aSheetInAViewKeptWholeByTheLastUpdateStillOpensInOnePass() throws {
    let host = ViewHost(ShelfWithOwnSheet(), width: 50, height: 14)
    host.update()
    if list(host)?.isFocused != true { try host.press("tab") }
    try #require(list(host)?.isFocused == true)
    let kept = host.bodyCounts.subtrees
    try host.press("down")
    // The button's view was kept whole: the sheet it hangs is known only from the replay.
    #expect(host.bodyCounts.subtrees > kept)
    try host.press("cmd+n")
    #expect(host.passesInLastUpdate == 1)
    #expect(sheetField(host)?.isFocused == true)
    #expect(list(host)?.isFocused == false)
  }
}
