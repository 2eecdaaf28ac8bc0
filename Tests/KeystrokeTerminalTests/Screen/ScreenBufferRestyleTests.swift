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

  @Test func aStyleOnlyChangeGivesWhatTheCellChangeGives() {
    func screen() -> ScreenBuffer {
      var screen = ScreenBuffer(width: 8, height: 2)
      var red = CellStyle.plain
      red.foreground = .ansi(1)
      screen.write("ab界", x: 0, y: 0, style: red)
      screen.write("cd", x: 4, y: 0)
      screen.write("e", x: 0, y: 1, style: red)
      return screen
    }
    var byCell = screen()
    var byStyle = screen()
    var changes = 0
    byCell.restyle(x: 1, y: 0, width: 6, height: 2) { _, style in style.attributes.insert(.bold) }
    byStyle.restyle(x: 1, y: 0, width: 6, height: 2) { style in
      changes += 1
      style.attributes.insert(.bold)
    }
    for y in 0..<2 {
      for x in 0..<8 {
        #expect(byCell[x, y].grapheme == byStyle[x, y].grapheme)
        #expect(byCell.style(x: x, y: y) == byStyle.style(x: x, y: y))
      }
    }
    // Two styles in the rectangle (red and plain), each changed once.
    #expect(changes == 2)
  }

  @Test func aRuleFillsARowWithOneCharacter() {
    var screen = ScreenBuffer(width: 6, height: 1)
    screen.write("界", x: 4, y: 0)
    screen.fill("─", x: -1, y: 0, width: 5, style: .plain)
    #expect((0..<4).map { screen[$0, 0].grapheme } == ["─", "─", "─", "─"])
    #expect(screen[4, 0].grapheme == "界")
    // Over the first column of a wide cluster, the cluster's other half is blanked.
    screen.fill("─", x: 4, y: 0, width: 1, style: .plain)
    #expect(screen[4, 0].grapheme == "─" && screen[5, 0].grapheme == " ")
    // A rectangle: a scroll bar's column, clipped to the grid.
    var bar = ScreenBuffer(width: 2, height: 3)
    bar.fill("│", x: 1, y: 1, width: 1, height: 5, style: .plain)
    #expect((0..<3).map { bar[1, $0].grapheme } == [" ", "│", "│"])
    #expect((0..<3).map { bar[0, $0].grapheme } == [" ", " ", " "])
    // A wide character is written a cluster at a time, within the width.
    screen.fill("界", x: 0, y: 0, width: 3, style: .plain)
    #expect(screen[0, 0].grapheme == "界" && screen[2, 0].grapheme == " ")
  }
}
