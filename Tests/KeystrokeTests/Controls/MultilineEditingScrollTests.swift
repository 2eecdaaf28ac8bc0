import Testing

@testable import Keystroke

@Suite struct MultilineEditingScrollTests {
  struct Case: Sendable, CustomStringConvertible {
    let rows, top, cursor, lines, page: Int
    /// The new first line and cursor line, or `nil` when nothing moves.
    let expected: [Int]?
    var description: String { "\(rows) from \(top) (cursor \(cursor), \(lines)/\(page))" }
  }

  @Test(arguments: [
    // Down three rows; the cursor on the first line is dragged onto the new first line.
    Case(rows: 3, top: 0, cursor: 0, lines: 60, page: 10, expected: [3, 3]),
    // A cursor still on screen stays where it is.
    Case(rows: 3, top: 0, cursor: 5, lines: 60, page: 10, expected: [3, 5]),
    // Up: a cursor below the new window comes up to its last line.
    Case(rows: -3, top: 10, cursor: 19, lines: 60, page: 10, expected: [7, 16]),
    // The last page stops the wheel, partly and then wholly.
    Case(rows: 3, top: 49, cursor: 55, lines: 60, page: 10, expected: [50, 55]),
    Case(rows: 3, top: 50, cursor: 55, lines: 60, page: 10, expected: nil),
    Case(rows: -3, top: 0, cursor: 0, lines: 60, page: 10, expected: nil),
    // Text shorter than the editor, an empty text, a zero-height editor: nothing to scroll.
    Case(rows: 3, top: 0, cursor: 2, lines: 4, page: 10, expected: nil),
    Case(rows: 3, top: 0, cursor: 0, lines: 1, page: 10, expected: nil),
    Case(rows: 3, top: 0, cursor: 0, lines: 0, page: 0, expected: nil),
    // A window left past the end (the text shrank) never jumps back on a step down…
    Case(rows: 3, top: 40, cursor: 40, lines: 20, page: 10, expected: nil),
    // …and a step up brings it back to the last page, the cursor on its last line.
    Case(rows: -3, top: 40, cursor: 40, lines: 20, page: 10, expected: [10, 19]),
  ])
  func scroll(_ example: Case) {
    let moved = MultilineEditing.scroll(
      by: example.rows, topLine: example.top, cursorLine: example.cursor,
      lineCount: example.lines, pageHeight: example.page)
    #expect(moved.map { [$0.topLine, $0.cursorLine] } == example.expected)
  }
}
