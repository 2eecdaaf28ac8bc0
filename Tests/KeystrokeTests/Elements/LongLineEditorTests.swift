import KeystrokeTerminal
import KeystrokeTesting
import Testing

@testable import Keystroke

/// An editor scrolled sideways along a long line draws it from the place a walk of its bytes
/// finds (``TabStops/seek(column:in:)``), not from the line's start: what it shows must be
/// what drawing the whole line from its start shows in the same columns.
@MainActor
@Suite struct LongLineEditorTests {
  private static let pieces = [
    "abcdefghijkl", "xy", " ", "\t", "é", "e\u{301}", "界", "👍🏽", "\u{1B}", "\u{600}1", "0123456789",
    "x\u{903}", "\u{D4E}a",
  ]

  /// A seeded line of `count` pieces.
  private static func line(_ count: Int, seed: UInt64) -> String {
    var random = SplitMix(seed: seed)
    return (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }
      .joined()
  }

  /// The whole line drawn from its start, and the column where each character starts.
  private static func reference(_ line: String) -> (screen: ScreenBuffer, columns: [Int]) {
    let characters = Array(line)
    var columns = [0]
    var column = 0
    for character in characters {
      column += TabStops.columns(of: character, at: column)
      columns.append(column)
    }
    var screen = ScreenBuffer(width: column + 4, height: 1)
    TabStops.write(
      line[...], column: 0, x: 0, y: 0, style: .plain, limit: screen.width, into: &screen)
    return (screen, columns)
  }

  @Test func aLongLineShowsWhatDrawingItFromItsStartShows() throws {
    let line = Self.line(600, seed: 56)
    let (whole, columns) = Self.reference(line)
    let count = line.count
    let width = 30
    let host = EditorFixture(text: line, width: width, height: 1).host()
    var random = SplitMix(seed: 57)
    var cursor = 0
    var checked = 0
    for step in 0..<120 {
      let move = step == 0 ? 3 : Int.random(in: 0..<4, using: &random)
      switch move {
      case 0:
        let steps = Int.random(in: 1...40, using: &random)
        try host.play(Array(repeating: "right", count: steps).joined(separator: " "))
        cursor = min(count, cursor + steps)
      case 1:
        let steps = Int.random(in: 1...60, using: &random)
        try host.play(Array(repeating: "left", count: steps).joined(separator: " "))
        cursor = max(0, cursor - steps)
      case 2:
        try host.play("home")
        cursor = 0
      default:
        try host.play("end")
        cursor = count
      }
      let shownAt = try #require(host.cursorColumn(row: 0), "step \(step): no cursor")
      let left = columns[cursor] - shownAt
      #expect(left >= 0, "step \(step)")
      for x in 0..<width where left + x < whole.width {
        let expected = whole[left + x, 0]
        // A wide character cut by either edge shows as a space; the rest is the same.
        if (x == 0 && expected.width == 0) || (x == width - 1 && expected.width == 2) { continue }
        let drawn = host.host.screen[x, 0]
        #expect(
          drawn.grapheme == expected.grapheme && drawn.width == expected.width,
          "step \(step), cursor \(cursor), column \(left + x)")
      }
      checked += 1
    }
    #expect(checked == 120)
  }

  @Test func aSelectionAlongALongLineReversesTheSelectedCells() throws {
    let line = Self.line(400, seed: 58)
    let (_, columns) = Self.reference(line)
    let width = 30
    let host = EditorFixture(text: line, width: width, height: 1).host()
    var cursor = line.count
    try host.play("end")
    for round in 0..<6 {
      let back = 25 + round * 37
      try host.play(Array(repeating: "left", count: back).joined(separator: " "))
      cursor -= back
      let selection = 15 + round * 3
      try host.play(Array(repeating: "shift+left", count: selection).joined(separator: " "))
      let anchor = cursor
      cursor -= selection
      let reversed = host.reversedColumns(row: 0, columns: width)
      // The cursor, at the selection's moving end, is the terminal's, on its first cell.
      let left = try columns[cursor] - #require(host.cursorColumn(row: 0), "round \(round)")
      var expected: Set<Int> = []
      for index in cursor..<anchor {
        let cells = columns[index]..<(columns[index] + max(1, columns[index + 1] - columns[index]))
        for column in cells where column - left >= 0 && column - left < width {
          expected.insert(column - left)
        }
      }
      // The last column may hold a wide character that does not fit.
      let inside = { (x: Int) in x < width - 1 }
      #expect(
        Set(reversed).filter(inside) == expected.filter(inside),
        "round \(round): cursor \(cursor), anchor \(anchor)")
      try host.play("end")
      cursor = line.count
    }
  }
}
