import KeystrokeTerminal
import KeystrokeTesting
import Testing

@testable import Keystroke

/// `.selectionDisabled(_:)` on list rows: the keys pass over a marked row, built or not, a
/// click on it selects nothing, and multiple selection leaves it out.
@MainActor
@Suite struct ListSelectionDisabledTests {
  /// Forty numbered rows in a list five rows high; `locked` rows cannot be selected.
  struct Numbers: View {
    let locked: Set<Int>
    @State private var selection: Int?
    var body: some View {
      VStack(alignment: .leading) {
        List(selection: $selection) {
          ForEach(1...40, id: \.self) { number in
            Text("Row \(number)").selectionDisabled(locked.contains(number))
          }
        }
        .frame(height: 5)
        Text("PICKED: \(selection.map(String.init) ?? "none")")
      }
    }
  }

  /// The same rows with multiple selection.
  struct NumberSet: View {
    let locked: Set<Int>
    @State private var selection: Set<Int> = []
    var body: some View {
      VStack(alignment: .leading) {
        List(selection: $selection) {
          ForEach(1...10, id: \.self) { number in
            Text("Row \(number)").selectionDisabled(locked.contains(number))
          }
        }
        .frame(height: 5)
        Text("PICKED: \(selection.sorted().map(String.init).joined(separator: ","))")
      }
    }
  }

  /// Static rows, tagged, the middle one not selectable.
  struct StaticRows: View {
    @State private var selection: String?
    var body: some View {
      VStack(alignment: .leading) {
        List(selection: $selection) {
          Text("Alpha").tag("alpha")
          Text("Beta").tag("beta").selectionDisabled()
          Text("Gamma").tag("gamma")
        }
        .frame(height: 4)
        Text("PICKED: \(selection ?? "none")")
      }
    }
  }

  /// Sections of rows read entry by entry, the first row of each not selectable.
  struct SectionedNumbers: View {
    @State private var selection: Int?
    var body: some View {
      VStack(alignment: .leading) {
        List(selection: $selection) {
          ForEach([0, 10], id: \.self) { start in
            Section("From \(start)") {
              ForEach(start + 1...start + 3, id: \.self) { number in
                Text("Row \(number)").selectionDisabled(number == start + 1)
              }
            }
          }
        }
        .frame(height: 9)
        Text("PICKED: \(selection.map(String.init) ?? "none")")
      }
    }
  }

  /// Rows Delete removes, row 2 not selectable.
  struct DeletableNumbers: View {
    @State private var numbers = [1, 2, 3, 4]
    @State private var selection: Int?
    var body: some View {
      VStack(alignment: .leading) {
        List(selection: $selection) {
          ForEach(numbers, id: \.self) { number in
            Text("Row \(number)").selectionDisabled(number == 2)
          }
          .onDelete { numbers.remove(atOffsets: $0) }
        }
        .frame(height: 5)
        Text("PICKED: \(selection.map(String.init) ?? "none")")
      }
    }
  }

  @Test func deletingARowSelectsTheNextSelectableOne() throws {
    let host = TestHost(DeletableNumbers(), columns: 40, rows: 8)
    try host.play("down delete")
    #expect(host.row(containing: "Row 1") == nil)
    #expect(host.text.contains("PICKED: 3"))
  }

  @Test func arrowsPassOverAMarkedRow() throws {
    let host = TestHost(Numbers(locked: [2, 3]), columns: 40, rows: 8)
    try host.play("down")
    #expect(host.text.contains("PICKED: 1"))
    try host.play("down")
    #expect(host.text.contains("PICKED: 4"))
    try host.play("up")
    #expect(host.text.contains("PICKED: 1"))
  }

  @Test func homeAndEndStopAtTheNearestSelectableRowEvenOneNotBuiltYet() throws {
    // Row 40 is far below the five rows the list built; End still passes over it.
    let host = TestHost(Numbers(locked: [1, 40]), columns: 40, rows: 8)
    try host.play("home")
    #expect(host.text.contains("PICKED: 2"))
    try host.play("end")
    #expect(host.text.contains("PICKED: 39"))
  }

  @Test func pageDownPassesOverAMarkedRowBelowTheScreen() throws {
    // From row 1 a page (four rows) lands on row 5, not built before the key.
    let host = TestHost(Numbers(locked: [5, 6]), columns: 40, rows: 8)
    try host.play("down pagedown")
    #expect(host.text.contains("PICKED: 7"))
  }

  @Test func aClickOnAMarkedRowSelectsNothing() throws {
    let host = TestHost(Numbers(locked: [3]), columns: 40, rows: 8)
    try host.play("down")
    let row = try #require(host.row(containing: "Row 3"))
    _ = host.host.send(mouse: TerminalMouseEvent(.press(.left), column: 2, row: row))
    #expect(host.text.contains("PICKED: 1"))
    let other = try #require(host.row(containing: "Row 4"))
    _ = host.host.send(mouse: TerminalMouseEvent(.press(.left), column: 2, row: other))
    #expect(host.text.contains("PICKED: 4"))
  }

  @Test func multipleSelectionLeavesAMarkedRowOut() throws {
    let host = TestHost(NumberSet(locked: [2]), columns: 40, rows: 8)
    // The cursor passes over row 2; Shift+↓ from row 1 to row 3 selects both ends only.
    try host.play("down space down")
    #expect(host.text.contains("PICKED: 1"))
    try host.play("up shift+down")
    #expect(host.text.contains("PICKED: 1,3"))
  }

  @Test func aStaticRowCanBeMarked() throws {
    let host = TestHost(StaticRows(), columns: 40, rows: 6)
    try host.play("down down")
    #expect(host.text.contains("PICKED: gamma"))
  }

  @Test func aRowInASectionCanBeMarked() throws {
    let host = TestHost(SectionedNumbers(), columns: 40, rows: 12)
    try host.play("down")
    #expect(host.text.contains("PICKED: 2"))
    try host.play("down down")
    #expect(host.text.contains("PICKED: 12"))
  }

  @Test func anUnmarkedOrFalseRowIsSelectable() throws {
    let host = TestHost(Numbers(locked: []), columns: 40, rows: 8)
    try host.play("down down")
    #expect(host.text.contains("PICKED: 2"))
  }
}
