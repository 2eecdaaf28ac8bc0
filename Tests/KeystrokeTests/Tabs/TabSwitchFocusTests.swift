import KeystrokeTesting
import Testing

@testable import Keystroke

/// Two tabs switched by ⌘1 and ⌘2: a list, and a form whose second field is the default focus.
private struct SwitchingTabs: View {
  enum Pane: Hashable { case names, form }
  enum Field: Hashable { case first, second }

  @State private var pane = Pane.names
  @State private var selection: String?
  @State private var first = ""
  @State private var second = ""
  @FocusState private var field: Field?

  var body: some View {
    VStack(alignment: .leading) {
      TabView(selection: $pane) {
        Tab("Names", systemImage: "list.bullet", value: Pane.names) {
          VStack(alignment: .leading) {
            Text("Picked: \(selection ?? "none")")
            List(["Ada", "Grace", "Linus"], id: \.self, selection: $selection) { Text($0) }
          }
        }
        Tab("Form", systemImage: "pencil", value: Pane.form) {
          VStack(alignment: .leading) {
            TextField("First", text: $first).focused($field, equals: .first)
            TextField("Second", text: $second).focused($field, equals: .second)
            Text("First: \(first) Second: \(second)")
          }
          .defaultFocus($field, .second)
        }
      }
      HStack {
        Button("Names") { pane = .names }.keyboardShortcut("1")
        Button("Form") { pane = .form }.keyboardShortcut("2")
      }
    }
  }
}

@MainActor
@Suite struct TabSwitchFocusTests {
  @Test(arguments: [80, 140])
  func aShortcutSwitchPutsFocusInTheTabsContent(columns: Int) throws {
    let host = TestHost(SwitchingTabs(), columns: columns, rows: 16)
    try host.play("cmd+2 cmd+1 down down")
    #expect(host.row(containing: "Picked: Grace") != nil)
  }

  @Test(arguments: [80, 140])
  func theContentsDefaultFocusWins(columns: Int) throws {
    let host = TestHost(SwitchingTabs(), columns: columns, rows: 16)
    try host.play("cmd+2 \"x\"")
    #expect(host.row(containing: "First:  Second: x") != nil)
  }

  @Test(arguments: [80, 140])
  func arrowsOnTheFocusedBarKeepFocusOnTheBar(columns: Int) throws {
    let host = TestHost(SwitchingTabs(), columns: columns, rows: 16)
    // Focus starts on the bar: → switches to Form and ← back, focus staying on the bar, so
    // the list is untouched and → switches again.
    try host.play("right left")
    #expect(host.row(containing: "Picked: none") != nil)
    try host.play("right")
    #expect(host.row(containing: "First:") != nil)
    try host.play("left right")
    #expect(host.row(containing: "First:") != nil)
    // ↓ from the bar then enters the list on its first row.
    try host.play("left down")
    #expect(host.row(containing: "Picked: Ada") != nil)
  }
}
