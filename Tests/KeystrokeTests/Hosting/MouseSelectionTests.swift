import KeystrokeTerminal
import KeystrokeTesting
import Testing

@testable import Keystroke

/// Three tabs; the first holds a long list with a selection, the second a scroll view.
private struct MouseTabs: View {
  enum Pane: Hashable { case list, notes, more }

  @State private var pane = Pane.list
  @State private var picked: Int?

  var body: some View {
    TabView(selection: $pane) {
      Tab("List", systemImage: "list.bullet", value: Pane.list) {
        VStack(alignment: .leading) {
          Text("Picked: \(picked.map(String.init) ?? "none")")
          List(0..<60, id: \.self, selection: $picked) { Text("Item \($0)") }
        }
      }
      Tab("Notes", systemImage: "doc", value: Pane.notes) {
        ScrollView {
          VStack(alignment: .leading) {
            ForEach(0..<40, id: \.self) { Text("Line \($0)") }
          }
        }
      }
      Tab("More", systemImage: "ellipsis", value: Pane.more) {
        Text("More pane")
      }
    }
  }
}

@MainActor
@Suite struct MouseSelectionTests {
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
  func aClickOnATabSelectsIt(columns: Int) throws {
    let host = TestHost(MouseTabs(), columns: columns, rows: 20)
    #expect(press(host, .press(.left), x: try column(of: "More", in: host, row: 0), y: 0))
    #expect(host.row(containing: "More pane") != nil)
    #expect(press(host, .press(.left), x: try column(of: "Notes", in: host, row: 0), y: 0))
    #expect(host.row(containing: "Line 0") != nil)
  }

  @Test(arguments: [80, 140])
  func aClickOnARowSelectsIt(columns: Int) throws {
    let host = TestHost(MouseTabs(), columns: columns, rows: 20)
    let row = try #require(host.row(containing: "Item 3"))
    #expect(press(host, .press(.left), x: 2, y: row))
    #expect(host.row(containing: "Picked: 3") != nil)
    // The keyboard goes on from the clicked row.
    try host.play("down")
    #expect(host.row(containing: "Picked: 4") != nil)
  }

  @Test(arguments: [80, 140])
  func theWheelScrollsTheListUnderThePointer(columns: Int) throws {
    let host = TestHost(MouseTabs(), columns: columns, rows: 20)
    let first = try #require(host.row(containing: "Item 0"))
    #expect(press(host, .scroll(.down), x: 2, y: first + 2))
    #expect(host.lines[first].hasPrefix("Item 3 "))
    #expect(host.row(containing: "Picked: none") != nil)
    #expect(press(host, .scroll(.up), x: 2, y: first + 2))
    #expect(host.lines[first].hasPrefix("Item 0 "))
    // At the top there is nothing more to scroll.
    #expect(!press(host, .scroll(.up), x: 2, y: first + 2))
  }

  @Test(arguments: [80, 140])
  func theWheelScrollsAScrollView(columns: Int) throws {
    let host = TestHost(MouseTabs(), columns: columns, rows: 20)
    #expect(press(host, .press(.left), x: try column(of: "Notes", in: host, row: 0), y: 0))
    let top = try #require(host.row(containing: "Line 0"))
    #expect(press(host, .scroll(.down), x: 3, y: top + 1))
    #expect(host.lines[top].hasPrefix("Line 3"))
  }
}
