import KeystrokeTerminal
import Testing

@Suite("Screen buffer")
struct ScreenBufferTests {
  @Test("writes text and returns the next column")
  func writesText() {
    var buffer = ScreenBuffer(width: 10, height: 2)
    let end = buffer.write("hi 世界", x: 1, y: 0)
    #expect(end == 8)
    #expect(buffer.textLines == [" hi 世界", ""])
    #expect(buffer[4, 0].width == 2)
    #expect(buffer[5, 0].isContinuation)
  }

  @Test("clips at the edge and never splits a wide cluster")
  func clipsWide() {
    var buffer = ScreenBuffer(width: 5, height: 1)
    let style = buffer.intern(CellStyle(foreground: .ansi(1)))
    buffer.write("abcd世", x: 0, y: 0, style: style)
    #expect(buffer.textLines == ["abcd"])
    #expect(buffer[4, 0] == .blank(style))
    buffer.write("xy世z", x: 0, y: 0, limit: 3)
    #expect(buffer.textLines == ["xy d"])
  }

  @Test("a wide cluster straddling the left edge leaves a space")
  func leftEdge() {
    var buffer = ScreenBuffer(width: 4, height: 1)
    buffer.write("####", x: 0, y: 0)
    buffer.write("世a", x: -1, y: 0)
    #expect(buffer.textLines == [" a##"])
  }

  @Test("overwriting half of a wide cluster blanks the other half")
  func overwriteHalf() {
    var buffer = ScreenBuffer(width: 6, height: 1)
    buffer.write("世界", x: 0, y: 0)
    buffer.write("x", x: 1, y: 0)
    #expect(buffer.textLines == [" x界"])
    buffer.write("y", x: 2, y: 0)
    #expect(buffer.textLines == [" xy"])
    buffer.write("世界", x: 0, y: 0)
    buffer.write("中", x: 1, y: 0)
    #expect(buffer.textLines == [" 中"])
    #expect(buffer[3, 0] == .blank())
  }

  @Test("control characters become U+FFFD; zero-width clusters are skipped")
  func sanitises() {
    var buffer = ScreenBuffer(width: 6, height: 1)
    buffer.write("a\tb\u{1B}\u{301}", x: 0, y: 0)
    #expect(buffer.textLines == ["a\u{FFFD}b\u{FFFD}"])
    buffer.write("\u{301}z", x: 0, y: 0)
    #expect(buffer.textLines == ["z\u{FFFD}b\u{FFFD}"])
  }

  @Test("one cluster at a time follows the same rules as a string")
  func clusterByCluster() {
    var whole = ScreenBuffer(width: 5, height: 1)
    var single = ScreenBuffer(width: 5, height: 1)
    let text = "a\t世\u{301}b界"
    let end = whole.write(text, x: 0, y: 0)
    var column = 0
    for character in text {
      let step = single.write(character, x: column, y: 0, style: .plain, end: 5)
      column = step.column
      if step.isFull { break }
    }
    #expect(single == whole)
    #expect(column == end)
    #expect(single.textLines == ["a\u{FFFD}世\u{301}b"])
    let full = single.write("x", x: 5, y: 0, style: .plain, end: 5)
    #expect(full.isFull && full.column == 5)
  }

  @Test("ASCII bytes write like the characters they are")
  func asciiBytes() {
    var bytes = ScreenBuffer(width: 4, height: 1)
    var characters = ScreenBuffer(width: 4, height: 1)
    for (index, byte) in [UInt8(ascii: "a"), 0x09, UInt8(ascii: "~"), 0x20, UInt8(ascii: "z")]
      .enumerated()
    {
      let left = bytes.write(ascii: byte, x: index, y: 0, style: .plain, end: 4)
      let right = characters.write(
        Character(Unicode.Scalar(byte)), x: index, y: 0, style: .plain, end: 4)
      #expect(left == right)
    }
    #expect(bytes == characters)
    #expect(bytes.textLines == ["a\u{FFFD}~"])
  }

  @Test("writes outside the grid do nothing", arguments: [(-3, 0), (0, -1), (0, 3), (4, 0)])
  func outside(x: Int, y: Int) {
    var buffer = ScreenBuffer(width: 4, height: 3)
    buffer.write("abc", x: x, y: y)
    #expect(buffer == ScreenBuffer(width: 4, height: 3))
  }

  @Test("resize keeps content and blanks a cut wide cluster")
  func resize() {
    var buffer = ScreenBuffer(width: 6, height: 2)
    buffer.write("ab世cd", x: 0, y: 0)
    buffer.resize(width: 3, height: 3)
    #expect(buffer.width == 3)
    #expect(buffer.height == 3)
    #expect(buffer.textLines == ["ab", "", ""])
    buffer.resize(width: -5, height: 2)
    #expect(buffer.cells.isEmpty)
    #expect(buffer.textLines == ["", ""])
  }

  @Test("fill and clear")
  func fillAndClear() {
    var buffer = ScreenBuffer(width: 4, height: 2)
    buffer.write("abcd", x: 0, y: 0)
    buffer.write("efgh", x: 0, y: 1)
    let style = buffer.intern(CellStyle(background: .ansi(4)))
    buffer.fill(x: 1, y: 0, width: 2, height: 9, style: style)
    #expect(buffer.textLines == ["a  d", "e  h"])
    #expect(buffer.style(x: 1, y: 1).background == .ansi(4))
    buffer.clear()
    #expect(buffer.textLines == ["", ""])
    #expect(buffer.styles.count == 2)
  }

  @Test("clearing blanks every cell, whatever it held, in the style asked for")
  func clearReachesEveryKindOfCell() {
    var buffer = ScreenBuffer(width: 6, height: 2)
    let bold = buffer.intern(CellStyle(attributes: .bold))
    buffer.write("日👨‍👩‍👧a", x: 0, y: 0, style: bold)
    buffer.write("  b", x: 0, y: 1)
    buffer.clear()
    #expect(buffer.textLines == ["", ""])
    #expect(buffer.cells.allSatisfy { $0 == .blank() })
    // Cells already blank in another style take the new one.
    buffer.clear(style: bold)
    #expect(buffer.cells.allSatisfy { $0 == .blank(bold) })
  }

  @Test("style table interns each style once, plain at 0")
  func interning() {
    var table = StyleTable()
    let red = CellStyle(foreground: .rgb(255, 0, 0), attributes: .bold)
    let first = table.intern(red)
    let second = table.intern(red)
    #expect(first == second)
    #expect(first != .plain)
    #expect(table.intern(.plain) == .plain)
    #expect(table[first] == red)
    #expect(table[StyleID(rawValue: 99)] == .plain)
    #expect(table.count == 2)
  }
}
