import KeystrokeCore
import Testing

@testable import Keystroke

/// Counts the cell bodies that ran; a class, so it never makes two rows differ.
@MainActor
private final class CellBodies {
  var count = 0
}

/// A cell that counts its body evaluations.
private struct CountedCell: View {
  let text: String
  let bodies: CellBodies
  var body: some View {
    bodies.count += 1
    return Text(text)
  }
}

/// A row of the tables below: a name, a size, and the log its cells count in.
private struct Part: Identifiable {
  let id: Int
  let name: String
  let size: String
  let bodies: CellBodies
}

/// Fifty parts, made anew by each body that lists them.
@MainActor
private func parts(_ bodies: CellBodies) -> [Part] {
  (0..<50).map { Part(id: $0, name: "part \($0)", size: "\($0 % 9)", bodies: bodies) }
}

/// Parts in a table whose selection is the screen's state, so every move runs the screen's
/// body again and makes the table's columns anew; no column's closure captures anything.
private struct PartsScreen: View {
  let bodies: CellBodies
  @State private var selection: Int? = 0

  var body: some View {
    Table(parts(bodies), selection: $selection) {
      TableColumn("Name") { part in CountedCell(text: part.name, bodies: part.bodies) }
      TableColumn("Label", value: \.name)
      TableColumn("Size") { part in Text(part.size + " kg") }
    }
  }
}

/// The same table, with a unit the Size column's closure captures from the screen's state;
/// `exposeUnit` hands its binding to the test.
private struct UnitPartsScreen: View {
  let bodies: CellBodies
  let exposeUnit: (Binding<String>) -> Void
  @State private var selection: Int? = 0
  @State private var unit = "kg"

  var body: some View {
    exposeUnit($unit)
    return Table(parts(bodies), selection: $selection) {
      TableColumn("Name") { part in CountedCell(text: part.name, bodies: part.bodies) }
      TableColumn("Label", value: \.name)
      TableColumn("Size") { part in Text(part.size + " " + unit) }
    }
  }
}

/// A table's visible rows are made again on every update of the view around it; when its
/// columns are the same as last time, a row of an equal value is kept whole.
@MainActor
@Suite struct TableRowReuseTests {
  /// What the second of two ↓ presses on `screen` did: the subtrees it kept, the cell
  /// bodies it ran, and the table rows on screen after it.
  private func secondMove(
    on screen: some View, bodies: CellBodies
  ) throws -> (host: ViewHost, kept: Int, cellsRun: Int, rows: Int) {
    let host = ViewHost(screen, width: 60, height: 12)
    host.update()
    let down = KeyPress(try Shortcut(parsing: "down"))
    host.send(down)
    let cells = bodies.count
    let before = host.bodyCounts
    host.send(down)
    let after = host.bodyCounts
    let rows = host.lines.filter { $0.contains("part ") }.count
    return (host, after.subtrees - before.subtrees, bodies.count - cells, rows)
  }

  @Test func movingTheSelectionKeepsRowsWhoseValuesAndColumnsAreTheSame() throws {
    let bodies = CellBodies()
    let move = try secondMove(on: PartsScreen(bodies: bodies), bodies: bodies)
    #expect(bodies.count > 0)
    #expect(move.rows >= 8)
    #expect(move.cellsRun == 0)
    // Every visible row is kept whole, without a visit to any of its three cells.
    #expect(move.kept >= move.rows && move.kept < 2 * move.rows)
    #expect(move.host.lines.contains { $0.contains("part 3") && $0.contains("3 kg") })
  }

  @Test func aColumnThatCapturesStateBuildsItsRowsAgain() throws {
    let bodies = CellBodies()
    let move = try secondMove(on: UnitPartsScreen(bodies: bodies) { _ in }, bodies: bodies)
    // The Size column's closure is new each time, so the rows are built again; their cells,
    // made again with equal inputs, still keep their output.
    #expect(move.cellsRun == 0)
    // Each cell of each visible row is visited and kept.
    #expect(move.rows >= 8)
    #expect(move.kept >= 3 * move.rows)
  }

  @Test func aChangedCaptureInAColumnReachesEveryRow() {
    let bodies = CellBodies()
    var unit: Binding<String>?
    let host = ViewHost(UnitPartsScreen(bodies: bodies) { unit = $0 }, width: 60, height: 12)
    host.update()
    #expect(host.lines.contains { $0.contains("part 4") && $0.contains("4 kg") })
    unit?.wrappedValue = "lb"
    host.update()
    #expect(host.lines.contains { $0.contains("part 4") && $0.contains("4 lb") })
    #expect(!host.lines.contains { $0.contains(" kg") })
  }

  @Test func columnsAreTheSameOnlyWithTheSameKeyPathsAndClosures() {
    typealias Column = TableColumn<Part, Never, Text, Text>
    let name = Column("Name", value: \.name)
    let size = Column("Name", value: \.size)
    #expect(name.sameColumns(as: Column("Name", value: \.name)))
    #expect(!name.sameColumns(as: size))
    #expect(!name.sameColumns(as: Column("Title", value: \.name)))
    #expect(!name.sameColumns(as: name.width(4)))
    let plain = Column("Size") { Text($0.size) }
    #expect(plain.sameColumns(as: plain))
    let unit = "kg"
    let captured = Column("Size") { Text($0.size + unit) }
    #expect(!captured.sameColumns(as: Column("Size") { Text($0.size + unit) }))
  }
}
