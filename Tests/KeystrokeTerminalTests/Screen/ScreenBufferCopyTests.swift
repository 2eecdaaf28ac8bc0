import KeystrokeTerminal
import Testing

@Suite struct ScreenBufferCopyTests {
  @Test func theRowsAndColumnsGivenAreTakenAsTheyWere() {
    var last = ScreenBuffer(width: 6, height: 3)
    last.write("top", x: 0, y: 0)
    last.write("界 mid", x: 0, y: 1)
    last.write("end", x: 0, y: 2)
    var next = ScreenBuffer(width: 6, height: 3, styles: last.styles)
    next.copyCells(rows: 1..<3, columns: 0..<6, from: last)
    #expect(next.textLines == ["", "界 mid", "end"])
  }

  @Test func outOfRangeRowsAndOtherSizesCopyNothingWrong() {
    var last = ScreenBuffer(width: 4, height: 2)
    last.write("ab", x: 0, y: 0)
    var next = ScreenBuffer(width: 4, height: 2, styles: last.styles)
    next.copyCells(rows: -3..<1, columns: 2..<10, from: last)
    #expect(next.textLines == ["", ""])
    next.copyCells(rows: 0..<1, columns: -1..<2, from: last)
    #expect(next.textLines == ["ab", ""])
    var other = ScreenBuffer(width: 5, height: 2)
    other.copyCells(rows: 0..<2, columns: 0..<5, from: last)
    #expect(other.textLines == ["", ""])
  }
}
