import KeystrokeCore
import Testing

@testable import Keystroke

/// A list of names and a sheet that adds one; the sheet hangs either on the stack that holds
/// the list or on the button after it.
private struct NamesWithSheet: View {
  let sheetOnStack: Bool

  @State private var names = ["Ada", "Grace", "Linus"]
  @State private var chosen: String?
  @State private var isAdding = false
  @State private var draft = ""

  var body: some View {
    if sheetOnStack {
      content.sheet(isPresented: $isAdding) { form }
    } else {
      content
    }
  }

  private var content: some View {
    VStack(alignment: .leading) {
      Text("Chosen: \(chosen ?? "none")")
      List(names, id: \.self, selection: $chosen) { Text($0) }
      if sheetOnStack {
        addButton
      } else {
        addButton.sheet(isPresented: $isAdding) { form }
      }
    }
  }

  private var addButton: some View {
    Button("Add") { isAdding = true }.keyboardShortcut("n")
  }

  private var form: some View {
    VStack {
      TextField("Name", text: $draft)
      HStack {
        Button("Cancel") { isAdding = false }.keyboardShortcut(.cancelAction)
        Button("Save") {
          names.append(draft)
          isAdding = false
        }
        .keyboardShortcut("s")
      }
    }
  }
}

/// Opening a sheet takes focus from the view beneath and gives it to the sheet's first control;
/// closing it gives focus back. When the view beneath is inside what the sheet was presented
/// from, both happen while the tree is built, in one pass
/// (`ViewGraph.leaveFocus(forLayerOpenedBy:)`, `ViewGraph.returnFocus(closingLayer:presenter:)`).
@MainActor
@Suite struct SheetFocusOnePassTests {
  private func list(_ host: ViewHost) -> LazyListElement? {
    host.rootElement?.first(LazyListElement.self)
  }

  private func field(_ host: ViewHost) -> TextFieldElement? {
    host.interactions.layers.lazy.flatMap(\.elements).compactMap {
      $0.first(TextFieldElement.self)
    }.first
  }

  @Test func openingASheetPresentedAroundTheListFocusesItsFieldInOnePass() throws {
    let host = ViewHost(NamesWithSheet(sheetOnStack: true), width: 60, height: 16)
    host.update()
    try host.press("down")
    #expect(list(host)?.isFocused == true)
    try host.press("cmd+n")
    #expect(host.passesInLastUpdate == 1)
    #expect(list(host)?.isFocused == false)
    let sheetField = try #require(field(host))
    let fieldTarget = host.interactions.focusTargets.first { $0.element === sheetField }
    #expect(host.focusedNodeID == fieldTarget?.id)
    host.typeText("Joan")
    try host.press("cmd+s")
    #expect(host.lines.contains { $0.contains("Joan") })
  }

  @Test(arguments: ["cmd+s", "esc"])
  func closingASheetPresentedAroundTheListFocusesItInOnePass(closing: String) throws {
    let host = ViewHost(NamesWithSheet(sheetOnStack: true), width: 60, height: 16)
    host.update()
    try host.press("down")
    let listNode = try #require(host.focusedNodeID)
    try host.press("cmd+n")
    #expect(host.focusedNodeID != listNode)
    #expect(list(host)?.isFocused == false)
    host.typeText("Joan")
    try host.press(closing)
    #expect(host.passesInLastUpdate == 1)
    #expect(host.focusedNodeID == listNode)
    #expect(list(host)?.isFocused == true)
    try host.press("down")
    #expect(host.lines.contains { $0.contains("Chosen: Grace") })
  }

  @Test func closingASheetPresentedBesideTheListStillFocusesIt() throws {
    let host = ViewHost(NamesWithSheet(sheetOnStack: false), width: 60, height: 16)
    host.update()
    try host.press("down")
    let listNode = try #require(host.focusedNodeID)
    try host.press("cmd+n")
    // The list was built before the button that presents the sheet: it loses focus after
    // the build, as before.
    #expect(list(host)?.isFocused == false)
    #expect(field(host) != nil)
    host.typeText("Joan")
    try host.press("cmd+s")
    // The list was built before the button that presented the sheet: the host gives focus
    // back after the build, and the list is built again with its mark.
    #expect(host.focusedNodeID == listNode)
    #expect(list(host)?.isFocused == true)
    try host.press("down")
    #expect(host.lines.contains { $0.contains("Chosen: Grace") })
    #expect(host.lines.contains { $0.contains("Joan") })
  }
}

/// An empty state whose button opens a sheet; saving in the sheet adds the first book, and the
/// list that replaces the empty state comes in as the sheet closes. The sheet hangs on the
/// stack around the empty state, or on the text after it.
private struct Bookshelf: View {
  let sheetBeside: Bool

  @State private var books: [String] = []
  @State private var isAdding = false

  var body: some View {
    if sheetBeside {
      shelf(count: Text("Books: \(books.count)").sheet(isPresented: $isAdding) { form })
    } else {
      shelf(count: Text("Books: \(books.count)")).sheet(isPresented: $isAdding) { form }
    }
  }

  private func shelf(count: some View) -> some View {
    VStack(alignment: .leading) {
      if books.isEmpty {
        Text("No books yet")
        Button("Add Book") { isAdding = true }
      } else {
        List(books, id: \.self) { Text($0) }
      }
      count
    }
  }

  private var form: some View {
    Button("Save Dune") {
      books.append("Dune")
      isAdding = false
    }
  }
}

/// A sheet closing gives focus back to the view beneath before or as the build reaches it;
/// when the same action replaces that view, the `if`/`else` dropping it hands focus on as it
/// builds the other branch, in that one pass.
@MainActor
@Suite struct SheetFocusReturnReplacedTests {
  @Test(arguments: [false, true])
  func theViewThatReplacesTheOneFocusWentBackToTakesItInOnePass(sheetBeside: Bool) throws {
    let host = ViewHost(Bookshelf(sheetBeside: sheetBeside), width: 40, height: 12)
    host.update()
    try host.press("enter")
    #expect(host.lines.contains { $0.contains("Save Dune") })
    try host.press("enter")
    #expect(host.lines.contains { $0.contains("Books: 1") })
    #expect(host.passesInLastUpdate == 1)
    #expect(host.interactions.focusTarget(id: host.focusedNodeID)?.element is LazyListElement)
  }
}

/// A sheet whose Cancel asks, in a dialog over the sheet, before discarding what was typed;
/// Discard closes the dialog and the sheet together.
private struct DraftNote: View {
  @State private var isWriting = false
  @State private var isConfirming = false
  @State private var text = ""

  var body: some View {
    VStack(alignment: .leading) {
      Button("Write") { isWriting = true }
      Text("Notes")
    }
    .sheet(isPresented: $isWriting) {
      VStack(alignment: .leading) {
        TextField("Note", text: $text)
        Button("Cancel") { isConfirming = true }
      }
      .confirmationDialog("Discard the note?", isPresented: $isConfirming) {
        Button("Discard", role: .destructive) {
          isConfirming = false
          isWriting = false
        }
        Button("Keep", role: .cancel) {}
      }
    }
  }
}

/// A dialog and the sheet beneath it closing in one action give focus back to the view the
/// sheet opened over, before the build, in one pass.
@MainActor
@Suite struct StackedLayersCloseFocusTests {
  @Test func discardingFromADialogOverASheetReturnsToTheButtonInOnePass() throws {
    let host = ViewHost(DraftNote(), width: 50, height: 14)
    host.update()
    try host.press("enter")
    #expect(host.lines.contains { $0.contains("Cancel") })
    try host.press("x tab enter")
    #expect(host.lines.contains { $0.contains("Discard the note?") })
    // The dialog starts on Keep; Discard is the other button.
    try host.press("up")
    try host.press("enter")
    #expect(!host.lines.contains { $0.contains("Cancel") })
    #expect(host.passesInLastUpdate == 1)
    #expect(host.focusedText == "[ Write ]")
    // Return on Write opens the sheet again.
    try host.press("enter")
    #expect(host.lines.contains { $0.contains("Cancel") })
  }
}
