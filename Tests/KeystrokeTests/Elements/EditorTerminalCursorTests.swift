import KeystrokeTerminal
import KeystrokeTesting
import Testing

@testable import Keystroke

/// A focused `TextEditor` or vertical `TextField` shows its cursor with the terminal's own
/// cursor (`ViewHost.cursor`), on the cell where the next typed character goes, and draws no
/// reversed cell for it.
@MainActor
@Suite struct EditorTerminalCursorTests {
  /// A title row above an editor, so the editor's cells are not the screen's.
  private struct Titled: View {
    @State var text: String
    var height = 3

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Text("Title")
        TextEditor(text: $text).frame(width: 12, height: CGFloat(height))
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  private struct Notes: View {
    @State var text = ""

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        TextField("Notes", text: $text, axis: .vertical).lineLimit(1...3)
        Spacer()
      }
    }
  }

  /// An editor taller than the scroll view it is in.
  private struct Scrolled: View {
    @State var text = (0..<12).map { "line \($0)" }.joined(separator: "\n")

    var body: some View {
      ScrollView {
        TextEditor(text: $text).frame(height: 12)
      }
      .frame(width: 20, height: 4)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  /// Where the terminal cursor is, as a pair that `#expect` can compare.
  private func cursor(_ host: TestHost) -> [Int]? {
    host.host.cursor.map { [$0.x, $0.y] }
  }

  /// Every reversed cell on screen.
  private func reversedCells(_ host: TestHost) -> [[Int]] {
    host.lines.indices.flatMap { row in
      host.reversedColumns(row: row, columns: host.host.screen.width).map { [$0, row] }
    }
  }

  @Test func anEmptyEditorHasTheCursorOnItsFirstCell() throws {
    let host = TestHost(Titled(text: ""), columns: 20, rows: 5)
    #expect(cursor(host) == [0, 1])
    #expect(reversedCells(host).isEmpty)
  }

  @Test func wideCharactersPutTheCursorOnTheirLeftCell() throws {
    let host = TestHost(Titled(text: "日本語x\n👍🏽ab"), columns: 20, rows: 5)
    try host.play("right")
    #expect(cursor(host) == [2, 1])
    try host.play("right right")
    #expect(cursor(host) == [6, 1])
    try host.play("end")
    #expect(cursor(host) == [7, 1])
    try host.play("down home right")
    #expect(cursor(host) == [2, 2])
    #expect(reversedCells(host).isEmpty)
  }

  @Test func theEndOfTheDocumentIsTheCellAfterItsLastCharacter() throws {
    let host = TestHost(Titled(text: "ab\n\tc"), columns: 20, rows: 5)
    try host.play("cmd+down")
    #expect(cursor(host) == [9, 2])
    try host.play("up")
    #expect(cursor(host) == [2, 1])
  }

  @Test func aLongLineScrolledSidewaysKeepsTheCursorAtTheEdge() throws {
    let host = TestHost(Titled(text: String(repeating: "界", count: 10) + "z"), columns: 20, rows: 5)
    try host.play("end")
    // Twenty-one columns of text in twelve: the cell after "z" is the editor's last.
    #expect(cursor(host) == [11, 1])
    try host.play("left")
    #expect(cursor(host) == [10, 1])
    try host.play("left")
    #expect(cursor(host) == [8, 1])
    try host.play("home")
    #expect(cursor(host) == [0, 1])
  }

  @Test func linesScrolledUpwardsKeepTheCursorOnItsRow() throws {
    let text = (0..<10).map { "row \($0)" }.joined(separator: "\n")
    let host = TestHost(Titled(text: text), columns: 20, rows: 5)
    try host.play("down down down down end")
    // Line 4 at the bottom of three rows (1...3).
    #expect(host.lines[3] == "row 4")
    #expect(cursor(host) == [5, 3])
    try host.play("pagedown")
    let row = try #require(host.host.cursor?.y)
    #expect(host.lines[row].hasPrefix("row 7"))
    try host.play("cmd+up")
    #expect(cursor(host) == [0, 1])
  }

  @Test func aSelectionStaysReversedWithTheCursorAtItsMovingEnd() throws {
    let host = TestHost(Titled(text: "hello"), columns: 20, rows: 5)
    try host.play("shift+right shift+right")
    #expect(reversedCells(host) == [[0, 1], [1, 1]])
    #expect(cursor(host) == [2, 1])
    try host.play("end shift+left shift+left")
    #expect(reversedCells(host) == [[3, 1], [4, 1]])
    #expect(cursor(host) == [3, 1])
  }

  @Test func aCursorOutOfTheScrollViewIsHidden() throws {
    let host = TestHost(Scrolled(), columns: 30, rows: 6)
    #expect(cursor(host) == [0, 0])
    // Line 6 of an editor twelve rows tall: wherever the scroll view stands, the terminal
    // cursor is on that line's drawn cell or hidden, never on another line.
    try host.play("down down down down down down end")
    if let (x, y) = host.host.cursor {
      #expect(x == 6)
      #expect(host.lines[y].hasPrefix("line 6"))
    }
    for step in 0..<6 {
      _ = host.host.send(mouse: TerminalMouseEvent(.scroll(.down), column: 2, row: 1))
      if let (x, y) = host.host.cursor {
        #expect(y >= 0 && y < 4, "step \(step)")
        let line = Array(host.lines[y])
        #expect(x <= line.count, "step \(step)")
      }
    }
  }

  @Test func anEditorPartlyBelowTheScreenHidesACursorOffIt() throws {
    let host = TestHost(Titled(text: "a\nb\nc\nd", height: 4), columns: 20, rows: 4)
    // Rows 1...3 are on screen, the editor's fourth row is not.
    try host.play("down down")
    #expect(cursor(host) == [0, 3])
    try host.play("down")
    #expect(cursor(host) == nil)
    try host.play("up")
    #expect(cursor(host) == [0, 3])
  }

  @Test func anEmptyVerticalFieldHasTheCursorOverItsPlaceholder() throws {
    let host = TestHost(Notes(), columns: 20, rows: 4)
    #expect(host.lines[0].hasPrefix("Notes"))
    #expect(cursor(host) == [0, 0])
    #expect(reversedCells(host).isEmpty)
    try host.play("\"ab\" enter \"界\"")
    #expect(cursor(host) == [2, 1])
    #expect(reversedCells(host).isEmpty)
  }
}
