import KeystrokeTerminal
import Testing

@Suite struct ScreenBufferRestyleTests {
  @Test func restylingKeepsTheTextAndStylesBothHalvesOfAWideCluster() {
    var screen = ScreenBuffer(width: 6, height: 2)
    screen.write("a界b", x: 0, y: 0)
    let before = screen.cells
    screen.restyle(x: 1, y: 0, width: 1, height: 1) { _, style in style.attributes.insert(.bold) }
    #expect(screen.cells.map(\.grapheme) == before.map(\.grapheme))
    #expect(!screen.style(x: 0, y: 0).attributes.contains(.bold))
    #expect(screen.style(x: 1, y: 0).attributes.contains(.bold))
    #expect(screen.style(x: 2, y: 0).attributes.contains(.bold))
    #expect(!screen.style(x: 3, y: 0).attributes.contains(.bold))
  }

  @Test func aContinuationWhoseClusterStartsLeftOfTheRectangleIsLeftAlone() {
    var screen = ScreenBuffer(width: 6, height: 1)
    screen.write("界", x: 0, y: 0)
    screen.restyle(x: 1, y: 0, width: 5, height: 1) { _, style in style.attributes.insert(.dim) }
    #expect(!screen.style(x: 0, y: 0).attributes.contains(.dim))
    #expect(!screen.style(x: 1, y: 0).attributes.contains(.dim))
    #expect(screen.style(x: 2, y: 0).attributes.contains(.dim))
  }

  @Test func theRectangleIsClippedToTheGridAndTheChangeSeesEachCell() {
    var screen = ScreenBuffer(width: 3, height: 2)
    screen.write("x y", x: 0, y: 1)
    var seen: [String] = []
    screen.restyle(x: -2, y: 1, width: 10, height: 5) { cell, style in
      seen.append(cell.grapheme)
      if cell.grapheme != " " { style.attributes.insert(.underline) }
    }
    #expect(seen == ["x", " ", "y"])
    #expect(screen.style(x: 0, y: 1).attributes.contains(.underline))
    #expect(!screen.style(x: 1, y: 1).attributes.contains(.underline))
    #expect(!screen.style(x: 0, y: 0).attributes.contains(.underline))
  }
}
