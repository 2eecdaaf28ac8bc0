import Testing

@testable import KeystrokeTerminal

/// Clearing a buffer copies blanks over cells that hold no boxed cluster, and assigns them
/// where one may be: however a boxed cluster came into the buffer (written, pasted from a
/// drawing memo, copied from the last frame), clearing releases its box.
@Suite struct ScreenBufferClearTests {
  /// A cluster too long to keep inline: a flag, two regional indicators of four bytes each.
  private static let flag = "\u{1F1F3}\u{1F1F4}"

  /// The box of the cell at `x`, `y`, if it holds one.
  private func box(in buffer: ScreenBuffer, x: Int, y: Int) -> GraphemeBox? {
    if case .boxed(let box) = buffer[x, y].content { return box }
    return nil
  }

  @Test func aClearedBufferOfTextIsBlankAndEqualsAFreshOne() {
    var buffer = ScreenBuffer(width: 7, height: 3)
    buffer.write("abc 界", x: 0, y: 0)
    buffer.write("wrapped past the edge", x: 2, y: 2)
    buffer.clear()
    #expect(buffer == ScreenBuffer(width: 7, height: 3))
    #expect(buffer.textLines == ["", "", ""])
    buffer.write("again", x: 1, y: 1)
    #expect(buffer.textLines == ["", " again", ""])
    // A clear in a style leaves every cell a space in it.
    let red = buffer.intern(CellStyle(foreground: .ansi(1)))
    buffer.clear(style: red)
    #expect(buffer.cells.allSatisfy { $0 == .blank(red) })
  }

  @Test func aWrittenBoxedClusterIsReleasedByAClear() {
    weak var released: GraphemeBox?
    var buffer = ScreenBuffer(width: 6, height: 2)
    do {
      buffer.write("a" + Self.flag, x: 0, y: 1)
      released = box(in: buffer, x: 1, y: 1)
    }
    #expect(released != nil)
    buffer.clear()
    #expect(released == nil)
    #expect(buffer == ScreenBuffer(width: 6, height: 2))
  }

  @Test func aBoxedClusterPastedFromAMemoIsReleasedByAClear() {
    weak var released: GraphemeBox?
    var buffer = ScreenBuffer(width: 6, height: 2)
    do {
      var drawn = ScreenBuffer(width: 6, height: 2)
      let before = drawn.runs(rows: 0..<2, columns: 0..<6)
      drawn.write(Self.flag + "!", x: 2, y: 0)
      buffer.apply(drawn.changes(since: before))
      released = box(in: buffer, x: 2, y: 0)
    }
    #expect(buffer.textLines == ["  \(Self.flag)!", ""])
    #expect(released != nil)
    buffer.clear()
    #expect(released == nil)
    #expect(buffer.textLines == ["", ""])
  }

  @Test func aBoxedClusterCopiedFromTheLastFrameIsReleasedByAClear() {
    weak var released: GraphemeBox?
    var buffer = ScreenBuffer(width: 6, height: 2)
    do {
      var last = ScreenBuffer(width: 6, height: 2)
      last.write(Self.flag, x: 0, y: 1)
      buffer.copyCells(rows: 0..<2, columns: 0..<6, from: last)
      released = box(in: buffer, x: 0, y: 1)
    }
    #expect(released != nil)
    buffer.clear()
    #expect(released == nil)
  }
}
