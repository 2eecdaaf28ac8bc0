import KeystrokeTerminal
import KeystrokeTesting
import Testing

@testable import Keystroke

/// A tab in shown text runs to the next stop of eight columns, in editors, fields and text
/// views alike, and the cursor and selection sit where the text is drawn.
@MainActor
@Suite struct TabStopsTests {
  private struct Field: View {
    @State var text: String
    var body: some View {
      TextField("Name", text: $text).frame(width: 12)
    }
  }

  @Test(arguments: [
    // (character, starting column, columns taken)
    ("\t" as Character, 0, 8), ("\t", 3, 5), ("\t", 7, 1), ("\t", 8, 8), ("a", 5, 1),
    ("界", 0, 2), ("\u{7}", 2, 1), ("\u{85}", 2, 1), ("e\u{301}", 0, 1),
  ])
  func aCharacterTakesItsColumnsWhereItStarts(character: Character, at column: Int, width: Int) {
    #expect(TabStops.columns(of: character, at: column) == width)
  }

  @Test func theLineEndsWhereItsTabsAndWideCharactersPutIt() {
    #expect(TabStops.end(of: "a\tb") == 9)
    #expect(TabStops.end(of: "界\t") == 8)
    #expect(TabStops.end(of: "\t\t", from: 4) == 16)
    #expect(TabStops.end(of: "") == 0)
  }

  @Test func measuringBytesAgreesWithMeasuringCharacters() {
    // Seeded: the same strings every run. ASCII ones take the byte path, the rest the walk.
    var random = SplitMix(seed: 14)
    let pieces = [
      "a", "\t", "\r\n", "\r", "\n", " ", "\u{7}", "界", "e\u{301}", "\u{301}", "1\u{FE0F}\u{20E3}",
      "👍🏽", "🇫🇷", "\u{200B}", "é", "👩\u{200D}💻", "\u{903}", "\u{D4E}", "\u{600}",
    ]
    for round in 0..<300 {
      let ascii = round.isMultiple(of: 2)
      let choices = ascii ? Array(pieces.prefix(7)) : pieces
      let text = (0..<Int.random(in: 0...40, using: &random)).map { _ in
        choices.randomElement(using: &random)!
      }.joined()
      let start = Int.random(in: 0...9, using: &random)
      #expect(
        TabStops.end(of: text[...], from: start) == TabStops.end(of: Array(text), from: start),
        "\(text.debugDescription) from \(start)")
    }
  }

  @Test func seekingAColumnAgreesWithWalkingTheLine() {
    // Seeded. Long ASCII pieces take the eight-bytes-a-step path; the others stop it.
    var random = SplitMix(seed: 56)
    let pieces = [
      "abcdefghijk", "a", "\t", "\r\n", "\r", " ", "\u{7}", "界", "e\u{301}", "\u{301}", "é",
      "👍🏽", "🇫🇷", "\u{600}1", "\u{200B}", "0123456789abcdef", "x\u{903}", "\u{D4E}a",
      "\u{903}", "\u{D4E}",
    ]
    for round in 0..<200 {
      let line = (0..<Int.random(in: 0...30, using: &random)).map { _ in
        pieces.randomElement(using: &random)!
      }.joined()[...]
      // Where each character starts, walked from the line's start.
      var starts: [(index: String.Index, column: Int)] = []
      var column = 0
      for index in line.indices {
        starts.append((index, column))
        column += TabStops.columns(of: line[index], at: column)
      }
      for left in 0...(column + 2) {
        let (index, found) = TabStops.seek(column: left, in: line)
        let context = "round \(round), \(line.debugDescription) at column \(left)"
        // The start of the character covering `left`, or the line's end past the last.
        let covering = left < column ? starts.last { $0.column <= left }?.index : line.endIndex
        if index == line.endIndex {
          #expect(found == column && covering == line.endIndex, "\(context)")
          continue
        }
        let start = starts.first { $0.index == index }
        #expect(start?.column == found, "\(context): not a character's start and column")
        #expect(index <= covering ?? line.endIndex, "\(context): past the character")
      }
    }
  }

  /// A spacing mark takes a column alone and none after the letter it joins; a prepended
  /// letter joins the one after it. Measured from bytes, both must count as characters do.
  @Test(arguments: ["x\u{903}yz", "\u{D4E}ayz"])
  func aJoiningLetterOrMarkTakesNoColumnOfItsOwn(text: String) throws {
    #expect(TabStops.end(of: text[...]) == TabStops.end(of: Array(text)))
    let host = EditorFixture(text: text, width: 10, height: 1).host()
    try host.play("right")
    #expect(host.cursorColumn(row: 0) == 1)
    #expect(host.lines[0] == text)
  }

  /// The cursor stays visible on a character of no width: the terminal cursor goes on the
  /// cell it sits on, which shows what follows it, and nothing is reversed.
  @Test(arguments: [
    // (text, keys, the cursor's column)
    ("a\u{200B}b", "right", 1), ("\u{301}ab", "home", 0), ("ab\u{200B}", "right right", 2),
  ])
  func theCursorOnACharacterOfNoWidthStaysVisible(text: String, keys: String, column: Int)
    throws
  {
    let host = EditorFixture(text: text, width: 10, height: 1).host()
    try host.play(keys)
    #expect(host.cursorColumn(row: 0) == column)
    #expect(host.reversedColumns(row: 0, columns: 10).isEmpty)
  }

  @Test func anEditorDrawsTabsAsSpacesToTheirStops() {
    let host = EditorFixture(text: "a\tb\n\tc\nname\tvalue").host()
    #expect(host.lines.prefix(3) == ["a       b", "        c", "name    value"])
    #expect(!host.text.contains("\u{FFFD}"))
  }

  @Test func theCursorAfterATabIsDrawnWhereTheNextCharacterIs() throws {
    let host = EditorFixture(text: "a\tb").host()
    try host.play("end")
    // After "a", the tab and "b": the cell after the b.
    #expect(host.cursorColumn(row: 0) == 9)
    try host.play("left")
    #expect(host.cursorColumn(row: 0) == 8)
    // On the tab itself: its first cell.
    try host.play("left")
    #expect(host.cursorColumn(row: 0) == 1)
    #expect(host.reversedColumns(row: 0, columns: 30).isEmpty)
  }

  @Test func aSelectionOverATabReversesItsSpaces() throws {
    let host = EditorFixture(text: "a\tb").host()
    try host.play("home shift+right shift+right")
    // "a" and the tab's seven cells; the cursor is the terminal's, on "b".
    #expect(host.reversedColumns(row: 0, columns: 30) == Array(0...7))
    #expect(host.cursorColumn(row: 0) == 8)
  }

  @Test func aSelectedTabTheEdgeCutsIsReversedWhereItShows() throws {
    let host = EditorFixture(text: "\tab", width: 5, height: 1).host()
    // The cursor after "b" (column 10) scrolls the view by six: two of the tab's columns show.
    try host.play("shift+end")
    #expect(host.lines == ["  ab"])
    #expect(host.reversedColumns(row: 0, columns: 5) == [0, 1, 2, 3])
    #expect(host.cursorColumn(row: 0) == 4)
  }

  @Test func aPastedTabIsKeptAndShownAsSpaces() throws {
    let host = EditorFixture(text: "").host()
    #expect(host.host.paste("x\ty"))
    #expect(host.lines[0] == "x       y")
  }

  @Test func anEditorScrolledPastATabKeepsTheCursorInView() throws {
    // Four tabs take 32 columns: "end" and the cursor after it need 36, more than the 30
    // shown, so the editor scrolls six columns, cutting the first tab to its last two.
    let host = EditorFixture(text: "\t\t\t\tend").host()
    try host.play("end")
    #expect(host.lines[0] == String(repeating: " ", count: 26) + "end")
    #expect(host.cursorColumn(row: 0) == 29)
  }

  @Test func linesScrollSidewaysByTheSameColumnsWhateverTheirTabs() throws {
    let text = "\tabcdefghij\n12345678abcdefghij\n界界界界abcdefghij"
    let host = EditorFixture(text: text, width: 10, height: 3).host()
    // The cursor after the second line's "j", at column 18, scrolls the view by nine.
    try host.play("down end")
    #expect(host.lines == ["bcdefghij", "bcdefghij", "bcdefghij"])
    // Back to column 7, which scrolls the view back to start there: the tab and the fourth
    // "界" (columns 6 and 7) are cut by the edge and show their last column as a space.
    try host.play(Array(repeating: "left", count: 11).joined(separator: " "))
    #expect(host.lines == ["\u{20}abcdefghi", "8abcdefghi", "\u{20}abcdefghi"])
    #expect(host.cursorColumn(row: 1) == 0)
  }

  @Test func aFieldMeasuresItsTabsAsTheyAreDrawn() throws {
    let host = TestHost(Field(text: "a\tb"), columns: 12, rows: 1)
    #expect(host.lines[0] == "a       b")
    try host.play("end")
    #expect(host.host.cursor?.x == 9)
  }

  @Test func aFieldScrollsATabWiderThanWhatIsLeft() throws {
    let host = TestHost(Field(text: "abcdefgh\tij"), columns: 12, rows: 1)
    try host.play("end")
    // "abcdefgh" ends at a stop, so the tab takes eight columns and the cursor after "ij"
    // needs 19: the field shows from "h", whose tab still ends at its stop.
    #expect(host.lines[0] == "h" + String(repeating: " ", count: 8) + "ij")
    #expect(host.host.cursor?.x == 11)
  }

  @Test func thePhaseAfterTheLastTabIsTheColumnUpToAStop() {
    // Seeded: the same strings every run, with and without tabs, ASCII or not.
    var random = SplitMix(seed: 57)
    let pieces = ["a", "\t", "\r\n", "\n", " ", "界", "e\u{301}", "👍🏽", "é", "\u{200B}"]
    for _ in 0..<300 {
      let text = (0..<Int.random(in: 0...60, using: &random)).map { _ in
        pieces.randomElement(using: &random)!
      }.joined()
      #expect(
        TabStops.phase(atEndOf: text[...]) == TabStops.end(of: text[...]) % TabStops.interval,
        "\(text.debugDescription)")
    }
  }

  @Test func aFieldWithItsOnlyTabInViewMeasuresEverythingBefore() throws {
    // No tab before the window: the tab's column (41, after 41 columns of accents and
    // wide characters) still decides its width of seven.
    let text = String(repeating: "é界", count: 13) + "éé\tbc"
    let host = TestHost(Field(text: text), columns: 12, rows: 1)
    try host.play("end")
    #expect(host.lines[0] == "éé       bc")
    #expect(host.host.cursor?.x == 11)
  }

  @Test func aFieldFarAlongItsTextStillPutsTabsOnTheirStops() throws {
    // The tab before "bc" starts at column 38 of the text, so it takes two columns: the
    // field reads only the characters near the cursor, yet counts from the text's start.
    let text = "\t" + String(repeating: "a", count: 30) + "\tbc"
    let host = TestHost(Field(text: text), columns: 12, rows: 1)
    try host.play("end")
    #expect(host.lines[0] == "aaaaaaa  bc")
    #expect(host.host.cursor?.x == 11)
  }

  @Test func aFieldOfCombinedCharactersScrollsByCharacters() throws {
    // Each "é" is two scalars, so the field walks the text to find its characters.
    let text = String(repeating: "e\u{301}", count: 40) + "xy"
    let host = TestHost(Field(text: text), columns: 12, rows: 1)
    try host.play("end")
    #expect(host.lines[0] == String(repeating: "e\u{301}", count: 9) + "xy")
    #expect(host.host.cursor?.x == 11)
    try host.play("home")
    #expect(host.lines[0] == String(repeating: "e\u{301}", count: 12))
    #expect(host.host.cursor?.x == 0)
  }

  @Test func theWheelAndTheArrowsAimForTheSameScreenColumn() throws {
    let text = Array(repeating: "\t\tA", count: 20).joined(separator: "\n")
    // The cursor on "A", at column 16; a wheel step drags it down a line, then ↓.
    let host = EditorFixture(text: text).host()
    try host.play("right right")
    _ = host.host.send(mouse: TerminalMouseEvent(.scroll(.down), column: 2, row: 1))
    try host.play("down")
    let row = try #require(host.host.cursor?.y)
    #expect(host.cursorColumn(row: row) == 16)
    // The other way round: ↓, then the wheel.
    let other = EditorFixture(text: text).host()
    try other.play("right right down")
    _ = other.host.send(mouse: TerminalMouseEvent(.scroll(.down), column: 2, row: 1))
    let otherRow = try #require(other.host.cursor?.y)
    #expect(other.cursorColumn(row: otherRow) == 16)
  }

  @Test func aFieldShowsCharactersOfNoWidthWithoutLosingItsText() throws {
    // Thirty zero-width spaces after "abc": the field still shows "abc" with the cursor at
    // the end, and from the start shows the text after them.
    let host = TestHost(
      Field(text: "abc" + String(repeating: "\u{200B}", count: 30) + "def"), columns: 12, rows: 1)
    let visible = { host.lines[0].replacing("\u{200B}", with: "") }
    try host.play("end")
    #expect(visible() == "abcdef")
    try host.play("home")
    #expect(visible() == "abcdef")
  }

  @Test func textViewsExpandTabsAcrossRunsAndRestartAtNewLines() throws {
    struct Table: View {
      var body: some View {
        VStack(alignment: .leading) {
          Text("Name\tValue")
          Text("ab") + Text("\tcd").bold()
          Text("x\ty\n\tz")
        }
      }
    }
    let host = TestHost(Table(), columns: 30, rows: 5)
    // The stack is centred: read its lines from where its first begins.
    let first = try #require(host.lines.first { $0.contains("Name") })
    let left = first.distance(from: first.startIndex, to: try #require(first.firstIndex(of: "N")))
    let shown = host.lines.map { String($0.dropFirst(left)) }
    #expect(shown.contains("Name    Value"))
    #expect(shown.contains("ab      cd"))
    #expect(shown.contains("x       y"))
    #expect(shown.contains("        z"))
  }
}
