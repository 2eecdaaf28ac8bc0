import KeystrokeTerminal
import KeystrokeTesting
import Testing

@testable import Keystroke

private struct Planet: Identifiable {
  let id: Int
  var name: String { "Planet \(id)" }
  var moons: String { "\(id % 7) moons" }
}

/// A button (which takes focus first), then a long table with single selection.
private struct MouseTable: View {
  @State private var picked: Int?
  @State private var pressed = 0

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Picked: \(picked.map(String.init) ?? "none")")
      Button("Pressed \(pressed)") { pressed += 1 }
      Table((0..<60).map(Planet.init), selection: $picked) {
        TableColumn("Name", value: \.name)
        TableColumn("Moons", value: \.moons)
      }
    }
  }
}

/// A field (which takes focus first) above a long text editor.
private struct MouseEditor: View {
  @State private var note = (0..<60).map { "Note line \($0)" }.joined(separator: "\n")
  @State private var title = ""

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      TextField("Title", text: $title)
      TextEditor(text: $note)
    }
  }
}

/// A split view whose sidebar is a selectable list.
private struct MouseSplit: View {
  @State private var folder: String?

  var body: some View {
    NavigationSplitView {
      List(["Inbox", "Drafts", "Sent", "Archive"], id: \.self, selection: $folder) { name in
        Text(name)
      }
    } detail: {
      VStack {
        Text("Showing \(folder ?? "nothing")")
        Button("Refresh") {}
      }
    }
  }
}

/// Sidebar-adaptable tabs, with a section: a sidebar in a regular window, a tab bar in a
/// compact one.
private struct MouseSidebarTabs: View {
  var body: some View {
    TabView {
      Tab("Home", systemImage: "house") { Text("Home pane") }
      TabSection("Mail") {
        Tab("Inbox", systemImage: "tray") { Text("Inbox pane") }
        Tab("Drafts", systemImage: "doc") { Text("Drafts pane") }
      }
    }
    .tabViewStyle(.sidebarAdaptable)
  }
}

@MainActor
@Suite struct MouseRowsTests {
  private func press(_ host: TestHost, _ action: TerminalMouseEvent.Action, x: Int, y: Int)
    -> Bool
  {
    host.host.send(mouse: TerminalMouseEvent(action, column: x, row: y))
  }

  private func column(of text: String, in host: TestHost, row: Int) throws -> Int {
    let line = host.lines[row]
    return try #require(line.range(of: text)).lowerBound.utf16Offset(in: line)
  }

  @Test(arguments: [80, 140])
  func aClickOnATableRowSelectsItAndFocusesTheTable(columns: Int) throws {
    let host = TestHost(MouseTable(), columns: columns, rows: 20)
    let row = try #require(host.row(containing: "Planet 4 "))
    #expect(press(host, .press(.left), x: 3, y: row))
    #expect(host.row(containing: "Picked: 4") != nil)
    // The selected row carries the focused bar (reverse video).
    #expect(host.style(column: 0, row: row).attributes.contains(.reverse))
    // The table has focus: the keyboard goes on from the clicked row, and Return does not
    // reach the button.
    try host.play("down")
    #expect(host.row(containing: "Picked: 5") != nil)
    #expect(host.row(containing: "Pressed 0") != nil)
  }

  @Test(arguments: [80, 140])
  func aClickOnTheTableHeaderSelectsNothing(columns: Int) throws {
    let host = TestHost(MouseTable(), columns: columns, rows: 20)
    let header = try #require(host.row(containing: "Moons"))
    #expect(press(host, .press(.left), x: 1, y: header))
    #expect(host.row(containing: "Picked: none") != nil)
  }

  @Test(arguments: [80, 140])
  func theWheelScrollsATableWithoutMovingItsSelection(columns: Int) throws {
    let host = TestHost(MouseTable(), columns: columns, rows: 20)
    let first = try #require(host.row(containing: "Planet 0 "))
    #expect(press(host, .press(.left), x: 1, y: first + 1))
    #expect(host.row(containing: "Picked: 1") != nil)
    #expect(press(host, .scroll(.down), x: 4, y: first + 3))
    #expect(host.lines[first].hasPrefix("Planet 3 "))
    #expect(host.row(containing: "Picked: 1") != nil)
    // The header stays where it was.
    #expect(host.lines[first - 2].hasPrefix("Name"))
    #expect(press(host, .scroll(.up), x: 4, y: first + 3))
    #expect(host.lines[first].hasPrefix("Planet 0 "))
    #expect(!press(host, .scroll(.up), x: 4, y: first + 3))
  }

  @Test(arguments: [80, 140])
  func theWheelScrollsATextEditorTakingTheCursorAlong(columns: Int) throws {
    let host = TestHost(MouseEditor(), columns: columns, rows: 16)
    let top = try #require(host.row(containing: "Note line 0"))
    #expect(press(host, .scroll(.down), x: 2, y: top + 2))
    #expect(host.lines[top].hasPrefix("Note line 3"))
    #expect(press(host, .scroll(.down), x: 2, y: top + 2))
    #expect(host.lines[top].hasPrefix("Note line 6"))
    // Clicking focuses the editor; typing lands on the first line shown, where the wheel
    // dragged the cursor, and the view stays put.
    #expect(press(host, .press(.left), x: 2, y: top + 2))
    try host.play("\"X\"")
    #expect(host.lines[top].hasPrefix("XNote line 6"))
    #expect(press(host, .scroll(.up), x: 2, y: top + 2))
    #expect(host.lines[top].hasPrefix("Note line 3"))
  }

  @Test(arguments: [80, 140])
  func theWheelStopsAtTheEndOfATextEditor(columns: Int) throws {
    let host = TestHost(MouseEditor(), columns: columns, rows: 16)
    let top = try #require(host.row(containing: "Note line 0"))
    for _ in 0..<40 { _ = press(host, .scroll(.down), x: 2, y: top + 2) }
    let last = try #require(host.row(containing: "Note line 59"))
    #expect(host.lines.dropFirst(last + 1).allSatisfy { !$0.contains("Note line") })
    #expect(host.row(containing: "Note line 0") == nil)
    #expect(!press(host, .scroll(.down), x: 2, y: top + 2))
  }

  @Test(arguments: [80, 140])
  func aClickOnASidebarRowSelectsIt(columns: Int) throws {
    let host = TestHost(MouseSplit(), columns: columns, rows: 16)
    let sent = try #require(host.row(containing: "Sent"))
    #expect(press(host, .press(.left), x: try column(of: "Sent", in: host, row: sent), y: sent))
    #expect(host.row(containing: "Showing Sent") != nil)
    if columns < 100 {
      // Compact: the click went on to the detail, as a tap does; Escape comes back to the
      // list, where the clicked row is selected.
      #expect(host.row(containing: "Drafts") == nil)
      try host.play("esc")
    }
    try host.play("down")
    #expect(host.lines.contains { $0.hasPrefix("Archive") })
    if columns < 100 { try host.play("enter") }
    #expect(host.row(containing: "Showing Archive") != nil)
  }

  @Test(arguments: [80, 140])
  func aClickOnASidebarTabSelectsIt(columns: Int) throws {
    let host = TestHost(MouseSidebarTabs(), columns: columns, rows: 16)
    #expect(host.row(containing: "Home pane") != nil)
    if columns < 100 {
      // Compact: the section is one tab of the bar, its tabs a second row under it.
      #expect(press(host, .press(.left), x: try column(of: "Mail", in: host, row: 0), y: 0))
    }
    let drafts = try #require(host.row(containing: "Drafts"))
    #expect(
      press(host, .press(.left), x: try column(of: "Drafts", in: host, row: drafts), y: drafts))
    #expect(host.row(containing: "Drafts pane") != nil)
    if columns >= 100 {
      // A section header is not a tab: clicking it changes nothing.
      let header = try #require(host.row(containing: "MAIL"))
      _ = press(host, .press(.left), x: 1, y: header)
      #expect(host.row(containing: "Drafts pane") != nil)
    }
  }
}
