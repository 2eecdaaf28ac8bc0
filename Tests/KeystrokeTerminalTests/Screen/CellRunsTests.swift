import Testing

@testable import KeystrokeTerminal

/// A rectangle of cells kept as runs, and what drawing changed in it.
@Suite struct CellRunsTests {
  private func buffer() -> ScreenBuffer {
    var screen = ScreenBuffer(width: 8, height: 3)
    screen.write("abc", x: 0, y: 0)
    screen.write("  ghij", x: 0, y: 1, style: CellStyle(attributes: [.bold]))
    return screen
  }

  @Test func equalNeighboursMakeOneRun() {
    let runs = buffer().runs(rows: 0..<3, columns: 1..<6)
    // "bc" then three spaces; a bold space, "ghij"; five spaces.
    #expect(runs.runs.map(\.count) == [1, 1, 3, 1, 1, 1, 1, 1, 5])
    #expect(buffer().matches(runs))
  }

  @Test func aChangedCellOrStyleNoLongerMatches() {
    let runs = buffer().runs(rows: 0..<3, columns: 1..<6)
    var text = buffer()
    text.write("x", x: 5, y: 2)
    #expect(!text.matches(runs))
    var style = buffer()
    style.write(" ", x: 1, y: 0, style: CellStyle(attributes: [.dim]))
    #expect(!style.matches(runs))
    // A change outside the rectangle does not matter.
    var outside = buffer()
    outside.write("x", x: 7, y: 2)
    #expect(outside.matches(runs))
  }

  @Test func rangesOffTheGridAreClampedAndASmallerBufferNeverMatches() {
    let runs = buffer().runs(rows: -2..<9, columns: 6..<20)
    #expect(runs.rows == 0..<3 && runs.columns == 6..<8)
    #expect(buffer().matches(runs))
    #expect(!ScreenBuffer(width: 4, height: 3).matches(buffer().runs(rows: 0..<1, columns: 2..<6)))
  }

  @Test func changesReplayWhatWasDrawnOverTheSameCells() {
    var screen = buffer()
    let before = screen.runs(rows: 0..<2, columns: 2..<7)
    screen.write("ZZ", x: 3, y: 0)
    screen.write("字", x: 5, y: 1)
    let changes = screen.changes(since: before)
    #expect(changes.count == 4)
    var again = buffer()
    #expect(again.matches(before))
    again.apply(changes)
    #expect(again == screen)
  }

  @Test func copiesOfATableShareItsLineageAndANewTableHasItsOwn() {
    var table = StyleTable()
    var copy = table
    _ = copy.intern(CellStyle(attributes: [.bold]))
    #expect(copy.lineage === table.lineage)
    _ = table.intern(CellStyle(attributes: [.dim]))
    #expect(copy.lineage === table.lineage)
    #expect(StyleTable().lineage !== table.lineage)
    // Lineage is identity, not content: it does not change what equality says.
    #expect(StyleTable() == StyleTable())
  }
}
