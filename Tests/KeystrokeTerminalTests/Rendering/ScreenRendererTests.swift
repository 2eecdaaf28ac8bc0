import KeystrokeTerminal
import KeystrokeTesting
import Testing

@Suite("Screen renderer")
struct ScreenRendererTests {
  static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  static func frame(_ lines: [String], width: Int = 20) -> ScreenBuffer {
    var buffer = ScreenBuffer(width: width, height: lines.count)
    for (row, line) in lines.enumerated() { buffer.write(line, x: 0, y: row) }
    return buffer
  }

  @Test("the first frame clears, hides the cursor and is wrapped in synchronized output")
  func firstFrame() {
    var renderer = ScreenRenderer()
    let output = renderer.render(Self.frame(["hello", "", "world"]))
    let text = Self.text(output.bytes)
    #expect(text.hasPrefix("\u{1B}[?2026h\u{1B}[?25l\u{1B}[0m\u{1B}[H\u{1B}[2J"))
    #expect(text.hasSuffix("\u{1B}[?2026l"))
    #expect(text.contains("hello"))
    #expect(output.stats.isFullRepaint)
    #expect(output.stats.changedCells == 10)
    #expect(output.stats.bytes == output.bytes.count)
  }

  @Test("an unchanged frame produces no bytes at all")
  func unchanged() {
    var renderer = ScreenRenderer()
    let frame = Self.frame(["same"])
    _ = renderer.render(frame)
    let second = renderer.render(frame)
    #expect(second.bytes.isEmpty)
    #expect(second.stats.changedCells == 0)
  }

  @Test("a cluster spelled another way is sent again, as the frame spells it")
  func respelledCluster() {
    var renderer = ScreenRenderer()
    _ = renderer.render(Self.frame(["caf\u{E9}"]))
    let output = renderer.render(Self.frame(["cafe\u{301}"]))
    #expect(Array(output.bytes).contains(0xCC))  // the combining acute accent, U+0301
    #expect(output.stats.changedCells == 1)
    let again = renderer.render(Self.frame(["cafe\u{301}"]))
    #expect(again.bytes.isEmpty)
  }

  @Test("long clusters (boxed in their cells) are sent once and then left alone")
  func longClusters() {
    var renderer = ScreenRenderer()
    let frame = Self.frame(["\u{1F1E9}\u{1F1EA} \u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}"])
    let first = renderer.render(frame)
    #expect(Self.text(first.bytes).contains("\u{1F1E9}\u{1F1EA}"))
    #expect(Self.text(first.bytes).contains("\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}"))
    #expect(
      renderer.render(
        Self.frame(["\u{1F1E9}\u{1F1EA} \u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}"])
      ).bytes.isEmpty)
  }

  @Test("one changed cell costs a move, the glyph and the brackets")
  func oneCell() {
    var renderer = ScreenRenderer()
    _ = renderer.render(Self.frame(["abcdef", "ghijkl"]))
    let output = renderer.render(Self.frame(["abcdef", "ghiXkl"]))
    #expect(Self.text(output.bytes) == "\u{1B}[?2026h\u{1B}[4GX\u{1B}[?2026l")
    #expect(output.stats.changedCells == 1)
  }

  @Test("adjacent changes need no move; other moves take the shortest form")
  func shortMoves() {
    var renderer = ScreenRenderer(options: RenderOptions(synchronizedOutput: false))
    _ = renderer.render(Self.frame(["abcdefghij"]))
    let output = renderer.render(Self.frame(["aXYdefgZij"]))
    #expect(Self.text(output.bytes) == "\r\u{1B}[CXY\u{1B}[8GZ")
  }

  @Test("a gap of up to three unchanged one-byte cells in the pen's style is printed again")
  func shortGapsReprinted() {
    var renderer = ScreenRenderer(options: RenderOptions(synchronizedOutput: false))
    _ = renderer.render(Self.frame(["abcdefghij"]))
    let output = renderer.render(Self.frame(["aXcdeYghiZ"]))
    // c, d and e, then g, h and i, are sent again (3 bytes each time) instead of `CSI 3 C`.
    #expect(Self.text(output.bytes) == "\r\u{1B}[CXcdeYghiZ")
    #expect(output.stats.changedCells == 3)
  }

  @Test("a gap in another style, or of a wide cluster, is moved over")
  func otherGapsMoved() {
    var renderer = ScreenRenderer(options: RenderOptions(synchronizedOutput: false))
    func frame(_ middle: String) -> ScreenBuffer {
      var buffer = Self.frame([middle], width: 10)
      buffer.write("c", x: 2, y: 0, style: CellStyle(attributes: .bold))
      buffer.write("界", x: 5, y: 0)
      return buffer
    }
    _ = renderer.render(frame("abcde  hij"))
    let text = Self.text(renderer.render(frame("aXcYe  HiJ")).bytes)
    // The bold c and the wide cluster are moved over; the plain i after H is sent again.
    #expect(text == "\r\u{1B}[CX\u{1B}[CY\u{1B}[8GHiJ")
  }

  @Test("moving up uses CUU, to the start of the next row CR LF")
  func carriageReturn() {
    var renderer = ScreenRenderer(options: RenderOptions(synchronizedOutput: false))
    _ = renderer.render(Self.frame(["abcdefghij", "klmnopqrst"]))
    let output = renderer.render(Self.frame(["abcdefghiJ", "Klmnopqrst"]))
    #expect(Self.text(output.bytes) == "\u{1B}[A\u{1B}[DJ\r\nK")
  }

  @Test("SGR changes are incremental, or a reset when that is shorter")
  func minimalStyle() {
    var renderer = ScreenRenderer(options: RenderOptions(synchronizedOutput: false))
    var buffer = ScreenBuffer(width: 10, height: 1)
    buffer.write("a", x: 0, y: 0, style: CellStyle(attributes: .bold))
    buffer.write("b", x: 1, y: 0, style: CellStyle(foreground: .ansi(1), attributes: .bold))
    buffer.write("c", x: 2, y: 0, style: CellStyle(foreground: .ansi(1)))
    buffer.write("d", x: 3, y: 0)
    let text = Self.text(renderer.render(buffer).bytes)
    #expect(text.contains("\u{1B}[1ma\u{1B}[31mb\u{1B}[22mc\u{1B}[mdn".dropLast(1)))
    #expect(text.hasSuffix("d"))
  }

  @Test("cells in one style set the pen once, and again after an erase reset it")
  func penPerRun() {
    var renderer = ScreenRenderer(options: RenderOptions(synchronizedOutput: false))
    _ = renderer.render(Self.frame(["abcdefghij", "klmnopqrst", "uvwxyzabcd"], width: 10))
    var next = Self.frame(["abcdefghij", "", "uvwxyzabcd"], width: 10)
    let bold = CellStyle(attributes: .bold)
    next.write("ABC", x: 0, y: 0, style: bold)
    next.write("KL", x: 0, y: 1, style: bold)
    next.write("UV", x: 0, y: 2, style: bold)
    let text = Self.text(renderer.render(next).bytes)
    #expect(text.contains("\u{1B}[1mABC"))
    #expect(text.contains("KL\u{1B}[m\u{1B}[K"))
    #expect(text.contains("\u{1B}[1mUV"))
    // Set for ABC, kept for KL on the next row, set again for UV after the erase.
    #expect(text.components(separatedBy: "\u{1B}[1m").count - 1 == 2)
  }

  @Test("NO_COLOR drops colours but keeps attributes")
  func noColor() {
    var renderer = ScreenRenderer(options: RenderOptions(colorDepth: .none))
    var buffer = ScreenBuffer(width: 4, height: 1)
    buffer.write(
      "ab", x: 0, y: 0, style: CellStyle(foreground: .rgb(1, 2, 3), attributes: .reverse))
    let text = Self.text(renderer.render(buffer).bytes)
    #expect(text.contains("\u{1B}[7mab"))
    #expect(!text.contains("38;"))
  }

  @Test(
    "colours are encoded per depth",
    arguments: [
      (ColorDepth.trueColor, "38;2;255;135;0"), (.indexed256, "38;5;208"), (.ansi16, "33"),
    ])
  func depth(depth: ColorDepth, expected: String) {
    var renderer = ScreenRenderer(options: RenderOptions(colorDepth: depth))
    var buffer = ScreenBuffer(width: 2, height: 1)
    buffer.write("x", x: 0, y: 0, style: CellStyle(foreground: .rgb(255, 135, 0)))
    #expect(Self.text(renderer.render(buffer).bytes).contains("\u{1B}[\(expected)mx"))
  }

  @Test("after an uncertain cluster the next cell is reached with an absolute move")
  func reanchors() {
    var renderer = ScreenRenderer(options: RenderOptions(synchronizedOutput: false))
    _ = renderer.render(Self.frame(["abcdef"]))
    let output = renderer.render(Self.frame(["a👨‍👩‍👧Xef"]))
    #expect(Self.text(output.bytes) == "\r\u{1B}[C👨‍👩‍👧\u{1B}[4GX")
    let plain = renderer.render(Self.frame(["abcYef"]))
    #expect(Self.text(plain.bytes) == "\r\u{1B}[CbcY")
  }

  @Test("the requested cursor is placed and shown at the end of the frame")
  func cursor() {
    var renderer = ScreenRenderer()
    _ = renderer.render(Self.frame(["abc"]), cursor: .visible(x: 2, y: 0))
    let moved = renderer.render(Self.frame(["abc"]), cursor: .visible(x: 0, y: 0))
    #expect(Self.text(moved.bytes) == "\u{1B}[?2026h\u{1B}[?25l\r\u{1B}[?25h\u{1B}[?2026l")
    let hidden = renderer.render(Self.frame(["abc"]), cursor: .hidden)
    #expect(Self.text(hidden.bytes) == "\u{1B}[?2026h\u{1B}[?25l\u{1B}[?2026l")
  }

  @Test("a blank tail is erased with EL instead of spaces")
  func eraseTail() {
    var renderer = ScreenRenderer(options: RenderOptions(synchronizedOutput: false))
    _ = renderer.render(Self.frame(["abcdefghijklmnop"]))
    let output = renderer.render(Self.frame(["ab"]))
    #expect(Self.text(output.bytes) == "\u{1B}[3G\u{1B}[K")
    #expect(output.stats.changedCells == 14)
  }

  @Test("an erased tail counts every cell that held something other than a plain space")
  func eraseTailCounts() {
    var renderer = ScreenRenderer(options: RenderOptions(synchronizedOutput: false))
    var old = ScreenBuffer(width: 24, height: 1)
    // Text, a flag (a cluster kept boxed), spaces in a style that draws, spaces in one that
    // resolves to plain, and a wide ideograph (two cells).
    var column = old.write("ab", x: 0, y: 0)
    column = old.write("\u{1F1F3}\u{1F1F4}", x: column, y: 0)
    let inverse = old.intern(CellStyle(attributes: .reverse))
    old.fill(x: column, y: 0, width: 3, height: 1, style: inverse)
    let plainAgain = old.intern(CellStyle())
    old.fill(x: column + 3, y: 0, width: 2, height: 1, style: plainAgain)
    old.write("\u{6F22}", x: column + 5, y: 0)
    _ = renderer.render(old)
    let output = renderer.render(Self.frame([""], width: 24))
    #expect(Self.text(output.bytes) == "\r\u{1B}[K")
    // "ab", the flag's two cells, three inverse spaces and the ideograph's two cells.
    #expect(output.stats.changedCells == 9)
  }

  @Test("an erased tail counts the old row's cells that held something, wherever its tail starts")
  func eraseTailStopsAtTheOldRowsEnd() {
    var renderer = ScreenRenderer(options: RenderOptions(synchronizedOutput: false))
    _ = renderer.render(Self.frame(["ab  cd    e"], width: 40))
    let output = renderer.render(Self.frame(["a"], width: 40))
    #expect(Self.text(output.bytes) == "\r\u{1B}[C\u{1B}[K")
    // "b", "cd" and "e": the spaces between them and the 29 after "e" were blank already.
    #expect(output.stats.changedCells == 4)
  }

  @Test("a resize or invalidate repaints everything")
  func fullRepaint() {
    var renderer = ScreenRenderer()
    _ = renderer.render(Self.frame(["abc"]))
    #expect(renderer.render(Self.frame(["abc"], width: 30)).stats.isFullRepaint)
    renderer.invalidate()
    #expect(renderer.render(Self.frame(["abc"], width: 30)).stats.isFullRepaint)
    #expect(!renderer.render(Self.frame(["abd"], width: 30)).stats.isFullRepaint)
  }

  @Test("moving a list selection stays under 300 bytes")
  func selectionBudget() {
    var list = ScreenBuffer(width: 80, height: 24)
    let selected = list.intern(CellStyle(foreground: .ansi(15), background: .ansi(4)))
    func draw(selection: Int) -> ScreenBuffer {
      var frame = list
      frame.clear()
      for row in 0..<24 {
        let label = "Item \(row) — a row of the list with some text"
        frame.write(label, x: 0, y: row, style: row == selection ? selected : .plain)
        if row == selection {
          frame.fill(x: label.count, y: row, width: 80, height: 1, style: selected)
        }
      }
      return frame
    }
    list = draw(selection: 3)
    var renderer = ScreenRenderer()
    var terminal = VirtualTerminal(width: 80, height: 24, autowrap: false)
    terminal.feed(renderer.render(list).bytes)
    let moved = draw(selection: 4)
    let output = renderer.render(moved)
    terminal.feed(output.bytes)
    #expect(output.bytes.count < 300)
    #expect(terminal.lines == moved.textLines)
    #expect(terminal.style(x: 79, y: 4).background == .ansi(4))
    #expect(terminal.style(x: 79, y: 3).background == .default)
  }

  @Test("zero-size screens render without trapping", arguments: [(0, 0), (0, 5), (5, 0)])
  func zeroSize(width: Int, height: Int) {
    var renderer = ScreenRenderer()
    let output = renderer.render(
      ScreenBuffer(width: width, height: height), cursor: .visible(x: 3, y: 3))
    #expect(output.stats.changedCells == 0)
    #expect(!Self.text(output.bytes).contains("?25h"))
  }

  @Test("elapsed time is filled in only by the clock-reading variant")
  func elapsed() {
    var renderer = ScreenRenderer()
    #expect(renderer.render(Self.frame(["a"])).stats.elapsed == .zero)
    renderer.invalidate()
    let timed = renderer.render(Self.frame(["a"]), clock: ContinuousClock())
    #expect(timed.stats.elapsed >= .zero)
    #expect(timed.stats.isFullRepaint)
  }

  @Test("a row of the same cells is sent again when its style identifier changed meaning")
  func sameBytesOtherStyle() {
    var renderer = ScreenRenderer(options: RenderOptions(synchronizedOutput: false))
    var red = ScreenBuffer(width: 6, height: 2)
    red.write("x", x: 0, y: 0, style: CellStyle(foreground: .ansi(1)))
    red.write("kept", x: 0, y: 1)
    var blue = ScreenBuffer(width: 6, height: 2)
    blue.write("x", x: 0, y: 0, style: CellStyle(foreground: .ansi(4)))
    blue.write("kept", x: 0, y: 1)
    // The same identifier, a different style: every cell's bytes are equal.
    #expect(red.cells == blue.cells)
    var terminal = VirtualTerminal(width: 6, height: 2, autowrap: false)
    terminal.feed(renderer.render(red).bytes)
    let output = renderer.render(blue)
    terminal.feed(output.bytes)
    #expect(output.stats.changedCells == 1)
    #expect(terminal.style(x: 0, y: 0).foreground == .ansi(4))
    #expect(terminal.lines == blue.textLines)
  }
}
