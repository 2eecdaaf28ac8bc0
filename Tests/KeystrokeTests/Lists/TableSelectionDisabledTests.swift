import KeystrokeTerminal
import KeystrokeTesting
import Testing

@testable import Keystroke

/// `.selectionDisabled(_:)` on a table's rows: the keys pass over a marked row, on screen or
/// not, a click on it selects nothing, and multiple selection leaves it out, as in a list.
@MainActor
@Suite struct TableSelectionDisabledTests {
  /// A numbered row of a table.
  struct Numbered: Identifiable {
    let id: Int
  }

  /// Forty numbered rows in a table showing five; `locked` rows cannot be selected.
  struct NumberTable: View {
    let locked: Set<Int>
    @State private var selection: Int?
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Table(of: Numbered.self, selection: $selection) {
          TableColumn("Number") { Text("Row \($0.id)") }
        } rows: {
          ForEach((1...40).map(Numbered.init)) { row in
            TableRow(row).selectionDisabled(locked.contains(row.id))
          }
        }
        .frame(height: 7)
        Text("PICKED: \(selection.map(String.init) ?? "none")")
      }
    }
  }

  /// Ten rows with multiple selection.
  struct NumberSetTable: View {
    let locked: Set<Int>
    @State private var selection: Set<Int> = []
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Table(of: Numbered.self, selection: $selection) {
          TableColumn("Number") { Text("Row \($0.id)") }
        } rows: {
          ForEach((1...10).map(Numbered.init)) { row in
            TableRow(row).selectionDisabled(locked.contains(row.id))
          }
        }
        .frame(height: 7)
        Text("PICKED: \(selection.sorted().map(String.init).joined(separator: ","))")
      }
    }
  }

  /// Rows listed one by one and in a section, marked in every way the modifiers combine.
  struct MixedTable: View {
    @State private var selection: Int?
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Table(of: Numbered.self, selection: $selection) {
          TableColumn("Number") { Text("Row \($0.id)") }
        } rows: {
          TableRow(Numbered(id: 1))
          TableRow(Numbered(id: 2)).selectionDisabled()
          // The outer modifier wins over the inner one.
          TableRow(Numbered(id: 3)).selectionDisabled().selectionDisabled(false)
          TableRow(Numbered(id: 4)).contextMenu { Button("Open") {} }.selectionDisabled()
          Section("Later") {
            ForEach([5, 6].map(Numbered.init)) { TableRow($0) }
          }
          .selectionDisabled()
          TableRow(Numbered(id: 7)).selectionDisabled().contextMenu { Button("Open") {} }
          TableRow(Numbered(id: 8))
        }
        .frame(height: 12)
        Text("PICKED: \(selection.map(String.init) ?? "none")")
      }
    }
  }

  @Test func arrowsPassOverAMarkedRow() throws {
    let host = TestHost(NumberTable(locked: [2, 3]), columns: 40, rows: 10)
    try host.play("down")
    #expect(host.text.contains("PICKED: 1"))
    try host.play("down")
    #expect(host.text.contains("PICKED: 4"))
    try host.play("up")
    #expect(host.text.contains("PICKED: 1"))
  }

  @Test func homeAndEndStopAtTheNearestSelectableRowEvenOneBelowTheScreen() throws {
    let host = TestHost(NumberTable(locked: [1, 40]), columns: 40, rows: 10)
    try host.play("home")
    #expect(host.text.contains("PICKED: 2"))
    try host.play("end")
    #expect(host.text.contains("PICKED: 39"))
  }

  @Test func pageDownPassesOverMarkedRowsBelowTheScreen() throws {
    let host = TestHost(NumberTable(locked: [5, 6]), columns: 40, rows: 10)
    try host.play("down pagedown")
    #expect(host.text.contains("PICKED: 7"))
  }

  @Test func aClickOnAMarkedRowSelectsNothing() throws {
    let host = TestHost(NumberTable(locked: [3]), columns: 40, rows: 10)
    try host.play("down")
    let row = try #require(host.row(containing: "Row 3"))
    _ = host.host.send(mouse: TerminalMouseEvent(.press(.left), column: 2, row: row))
    #expect(host.text.contains("PICKED: 1"))
    let other = try #require(host.row(containing: "Row 4"))
    _ = host.host.send(mouse: TerminalMouseEvent(.press(.left), column: 2, row: other))
    #expect(host.text.contains("PICKED: 4"))
  }

  @Test func multipleSelectionLeavesAMarkedRowOut() throws {
    let host = TestHost(NumberSetTable(locked: [2]), columns: 40, rows: 10)
    try host.play("down space down")
    #expect(host.text.contains("PICKED: 1"))
    try host.play("up shift+down")
    #expect(host.text.contains("PICKED: 1,3"))
  }

  @Test func theMarkCombinesWithContextMenusSectionsAndAnOuterMark() throws {
    let host = TestHost(MixedTable(), columns: 40, rows: 14)
    try host.play("down")
    #expect(host.text.contains("PICKED: 1"))
    try host.play("down")
    #expect(host.text.contains("PICKED: 3"))
    try host.play("down")
    #expect(host.text.contains("PICKED: 8"))
    try host.play("up")
    #expect(host.text.contains("PICKED: 3"))
  }
}
