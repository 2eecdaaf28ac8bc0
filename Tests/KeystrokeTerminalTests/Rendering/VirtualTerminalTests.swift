import KeystrokeTerminal
import KeystrokeTesting
import Testing

@Suite("Virtual terminal")
struct VirtualTerminalTests {
  @Test("prints, moves, erases and trims lines")
  func basics() {
    var terminal = VirtualTerminal(width: 10, height: 3)
    terminal.feed("hello\r\n世界!\u{1B}[1;3HX\u{1B}[3;2Hz\u{1B}[2;5H\u{1B}[K")
    #expect(terminal.lines == ["heXlo", "世界", " z"])
    #expect(terminal.cell(x: 1, y: 1).width == 0)
    terminal.feed("\u{1B}[2J")
    #expect(terminal.lines == ["", "", ""])
  }

  @Test("SGR sets and clears attributes and colours")
  func sgr() {
    var terminal = VirtualTerminal(width: 10, height: 1)
    terminal.feed("\u{1B}[1;3;38;5;208;48;2;1;2;3ma\u{1B}[22;23;39mb\u{1B}[mc\u{1B}[94;101;7md")
    #expect(
      terminal.style(x: 0, y: 0)
        == CellStyle(
          foreground: .indexed(208), background: .rgb(1, 2, 3), attributes: [.bold, .italic]))
    #expect(terminal.style(x: 1, y: 0) == CellStyle(background: .rgb(1, 2, 3)))
    #expect(terminal.style(x: 2, y: 0) == .plain)
    #expect(
      terminal.style(x: 3, y: 0)
        == CellStyle(foreground: .ansi(12), background: .ansi(9), attributes: .reverse))
  }

  @Test("modes: cursor visibility, synchronized frames, autowrap")
  func modes() {
    var terminal = VirtualTerminal(width: 3, height: 2)
    terminal.feed("\u{1B}[?2026h\u{1B}[?25l")
    #expect(terminal.isSynchronizing)
    #expect(!terminal.isCursorVisible)
    terminal.feed("\u{1B}[?2026l\u{1B}[?25h")
    #expect(terminal.completedFrames == 1)
    #expect(terminal.isCursorVisible)
    terminal.feed("abcd")
    #expect(terminal.lines == ["abc", "d"])
    terminal.feed("\u{1B}[?7l\u{1B}[Hwxyz")
    #expect(terminal.lines == ["wxz", "d"])
  }

  @Test("a UTF-8 sequence split across feeds is joined")
  func splitUTF8() {
    var terminal = VirtualTerminal(width: 4, height: 1)
    let bytes = Array("世".utf8)
    terminal.feed(bytes.prefix(1))
    terminal.feed(bytes.dropFirst())
    #expect(terminal.lines == ["世"])
  }

  @Test("overwriting half of a wide cluster blanks the other half")
  func wideOverwrite() {
    var terminal = VirtualTerminal(width: 6, height: 1)
    terminal.feed("世界\u{1B}[1;2Hx")
    #expect(terminal.lines == [" x界"])
  }

  @Test("random bytes never trap and keep the screen's size", arguments: [1, 2, 3, 4])
  func fuzz(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    var terminal = VirtualTerminal(width: 12, height: 4)
    for _ in 0..<200 {
      let chunk = (0..<Int.random(in: 1...40, using: &generator)).map { _ in
        Bool.random(using: &generator)
          ? UInt8.random(in: 0...255, using: &generator)
          : Array("\u{1B}[;?0123456789mHJKABCDhl世".utf8).randomElement(using: &generator) ?? 0
      }
      terminal.feed(chunk)
    }
    #expect(terminal.lines.count == 4)
    #expect(terminal.cursorX >= 0 && terminal.cursorX < 12)
    #expect(terminal.cursorY >= 0 && terminal.cursorY < 4)
  }

  @Test("huge parameters are clamped")
  func hugeParameters() {
    var terminal = VirtualTerminal(width: 5, height: 2)
    terminal.feed("\u{1B}[99999999999999999999;99999999999999999999Hq\u{1B}[99999999999Cr")
    #expect(terminal.lines == ["", "    r"])
  }

  @Test("resize keeps the top-left content")
  func resize() {
    var terminal = VirtualTerminal(width: 5, height: 2)
    terminal.feed("ab世\r\ncd")
    terminal.resize(width: 3, height: 1)
    #expect(terminal.lines == ["ab"])
  }
}
