import Testing

@testable import Keystroke

/// An expense list and a sheet that logs an expense: the sheet's form starts on the amount,
/// not on its first field, through `.defaultFocus`.
private struct ExpenseLog: View {
  enum Field: Hashable { case payee, amount, note }

  @State private var expenses = ["Coffee 3.20"]
  @State private var isLogging = false
  @State private var payee = ""
  @State private var amount = ""
  @State private var note = ""
  @FocusState private var field: Field?

  var body: some View {
    VStack(alignment: .leading) {
      List(expenses, id: \.self) { Text($0) }
      Button("Log Expense…") { isLogging = true }.keyboardShortcut("e")
    }
    .sheet(isPresented: $isLogging) {
      Form {
        TextField("Payee", text: $payee).focused($field, equals: .payee)
        TextField("Amount", text: $amount).focused($field, equals: .amount)
        TextField("Note", text: $note).focused($field, equals: .note)
        Button("Log") {
          expenses.append("\(payee) \(amount)")
          isLogging = false
        }
        .keyboardShortcut("s")
      }
      .defaultFocus($field, .amount)
    }
  }
}

/// Two tabs: a reading list, and a form whose `.defaultFocus` names its second field.
private struct ReadingTabs: View {
  enum Pane: Hashable { case list, form }
  enum Field: Hashable { case title, author }

  @State private var pane = Pane.list
  @State private var title = ""
  @State private var author = ""
  @FocusState private var field: Field?

  var body: some View {
    VStack(alignment: .leading) {
      tabs
      Button("Add a Book") { pane = .form }.keyboardShortcut("2")
    }
  }

  private var tabs: some View {
    TabView(selection: $pane) {
      Tab("Reading", systemImage: "book", value: Pane.list) {
        List(["Middlemarch", "Beloved"], id: \.self) { Text($0) }
      }
      Tab("Add", systemImage: "plus", value: Pane.form) {
        VStack(alignment: .leading) {
          TextField("Title", text: $title).focused($field, equals: .title)
          TextField("Author", text: $author).focused($field, equals: .author)
          Text("Author: \(author)")
        }
        .defaultFocus($field, .author)
      }
    }
  }
}

/// A focus claim (a sheet opening, a tab switched to) waits inside a `.defaultFocus` for the
/// control linked to the value it names, so the content opens on that control in one pass.
@MainActor
@Suite struct DefaultFocusOnePassTests {
  private func fields(_ host: ViewHost) -> [TextFieldElement] {
    host.interactions.layers.flatMap(\.elements).flatMap { $0.all(TextFieldElement.self) }
  }

  @Test func aSheetOpensOnTheFieldItsDefaultFocusNamesInOnePass() throws {
    let host = ViewHost(ExpenseLog(), width: 60, height: 20)
    host.update()
    try host.press("cmd+e")
    #expect(host.passesInLastUpdate == 1)
    let shown = fields(host)
    try #require(shown.count == 3)
    #expect(shown.map(\.isFocused) == [false, true, false])
    #expect(host.interactions.focusTarget(id: host.focusedNodeID)?.element === shown[1])
    host.typeText("12.50")
    try host.press("shift+tab")
    host.typeText("Bakery")
    try host.press("cmd+s")
    #expect(host.lines.contains { $0.contains("Bakery 12.50") })
  }

  @Test func aTabSwitchLandsOnTheFieldItsDefaultFocusNamesInOnePass() throws {
    let host = ViewHost(ReadingTabs(), width: 60, height: 12)
    host.update()
    try host.press("tab")
    try host.press("cmd+2")
    #expect(host.passesInLastUpdate == 1)
    host.typeText("Woolf")
    #expect(host.lines.contains { $0.contains("Author: Woolf") })
  }
}
