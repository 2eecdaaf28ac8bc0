import Foundation
import KeystrokeTerminal
import KeystrokeTesting
import Testing

@testable import Keystroke

/// A triangle standing on its base, as the `Shape` documentation draws one.
private struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    Path { path in
      path.move(to: CGPoint(x: rect.midX, y: rect.minY))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
      path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
      path.closeSubpath()
    }
  }
}

/// The screen with each filled cell (reverse video) shown as `█`, trailing spaces dropped.
@MainActor
private func cells(_ host: TestHost, rows: Range<Int>, columns: Int) -> [String] {
  rows.map { row in
    let line = Array(host.lines[row])
    var drawn = ""
    for column in 0..<columns {
      if host.style(column: column, row: row).attributes.contains(.reverse) {
        drawn.append("█")
      } else {
        drawn.append(column < line.count ? line[column] : " ")
      }
    }
    while drawn.hasSuffix(" ") { drawn.removeLast() }
    return drawn
  }
}

@MainActor
@Suite struct ShapeDrawingTests {
  @Test(arguments: [80, 140])
  func strokedShapesAreBoxDrawingAlongTheirFrames(columns: Int) {
    let view = VStack(alignment: .leading, spacing: 0) {
      Rectangle().stroke(.primary).frame(width: 6, height: 3)
      RoundedRectangle(cornerRadius: 4).stroke(Color.red, lineWidth: 1).frame(width: 6, height: 3)
      RoundedRectangle(cornerRadius: 0).strokeBorder(.blue).frame(width: 4, height: 2)
      Capsule().stroke(lineWidth: 1).frame(width: 8, height: 1)
      Rectangle().stroke(.primary, lineWidth: 2).frame(width: 5, height: 2)
      UnevenRoundedRectangle(topLeadingRadius: 3, bottomTrailingRadius: 3)
        .stroke(.primary, style: StrokeStyle(dash: [2])).frame(width: 5, height: 3)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    let host = TestHost(view, columns: columns, rows: 16)
    #expect(
      Array(host.lines.prefix(14)) == [
        "┌────┐",
        "│    │",
        "└────┘",
        "╭────╮",
        "│    │",
        "╰────╯",
        "┌──┐",
        "└──┘",
        "────────",
        "┏━━━┓",
        "┗━━━┛",
        "╭╌╌╌┐",
        "╎   ╎",
        "└╌╌╌╯",
      ])
    #expect(host.style(column: 0, row: 3).foreground == .ansi(1))
    #expect(host.style(column: 1, row: 6).foreground == .ansi(4))
  }

  @Test(arguments: [80, 140])
  func aCircleIsARoundedBoxAboutAsWideAsTallCentredInItsFrame(columns: Int) {
    let host = TestHost(
      Circle().stroke(.primary).frame(width: 20, height: 4)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      columns: columns, rows: 6)
    #expect(
      Array(host.lines.prefix(4)) == [
        "      ╭──────╮",
        "      │      │",
        "      │      │",
        "      ╰──────╯",
      ])
  }

  @Test(arguments: [80, 140])
  func aShapeWithoutAFrameTakesAllTheSpaceOffered(columns: Int) {
    let view = VStack(spacing: 0) {
      Text("top")
      Rectangle().stroke(.primary)
      Text("bottom")
    }
    let host = TestHost(view, columns: columns, rows: 6)
    #expect(host.lines[1] == "┌" + String(repeating: "─", count: columns - 2) + "┐")
    #expect(host.lines[2] == "│" + String(repeating: " ", count: columns - 2) + "│")
    #expect(host.lines[4] == "└" + String(repeating: "─", count: columns - 2) + "┘")
    #expect(host.lines[5].trimmingCharacters(in: .whitespaces) == "bottom")
  }

  @Test(arguments: [80, 140])
  func shapesInAStackShareTheWidth(columns: Int) {
    let view = HStack(spacing: 0) {
      Rectangle().stroke(.primary)
      Capsule().fill(.green)
    }
    .frame(height: 3)
    .frame(maxHeight: .infinity, alignment: .top)
    let host = TestHost(view, columns: columns, rows: 5)
    let half = columns / 2
    let drawn = cells(host, rows: 0..<3, columns: columns)
    let box = "┌" + String(repeating: "─", count: half - 2) + "┐"
    let fill = String(repeating: "█", count: half - 2)
    #expect(drawn[0] == box + "▗" + fill + "▖")
    #expect(drawn[1] == "│" + String(repeating: " ", count: half - 2) + "│" + "█" + fill + "█")
    #expect(drawn[2].hasPrefix("└") && drawn[2].hasSuffix("▝" + fill + "▘"))
    #expect(host.style(column: half + 1, row: 1).background == .ansi(2))
    #expect(host.style(column: half, row: 0).foreground == .ansi(2))
  }

  @Test(arguments: [80, 140])
  func aFilledBackgroundShapeSitsBehindTextInItsColour(columns: Int) {
    let view = HStack(spacing: 1) {
      Text("Save").padding(.horizontal, 1).background(Capsule().fill(.green))
      Text("Open").padding(.horizontal, 1).background(.blue, in: RoundedRectangle(cornerRadius: 2))
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    let host = TestHost(view, columns: columns, rows: 2)
    #expect(host.lines[0] == " Save   Open")
    for column in 0..<6 { #expect(host.style(column: column, row: 0).background == .ansi(2)) }
    #expect(host.style(column: 6, row: 0).background == .default)
    for column in 7..<13 { #expect(host.style(column: column, row: 0).background == .ansi(4)) }
  }

  @Test(arguments: [80, 140])
  func anOverlaidStrokeFramesThePaddedView(columns: Int) {
    let view = VStack(alignment: .leading, spacing: 0) {
      Text("Hi").padding(1).overlay(RoundedRectangle(cornerRadius: 3).stroke(.gray))
      Text("Yo").padding(1).overlay { Rectangle().strokeBorder(.primary) }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    let host = TestHost(view, columns: columns, rows: 7)
    #expect(
      Array(host.lines.prefix(6)) == [
        "╭──╮",
        "│Hi│",
        "╰──╯",
        "┌──┐",
        "│Yo│",
        "└──┘",
      ])
    #expect(host.style(column: 0, row: 0).foreground == Color.gray.terminalColor)
  }

  @Test(arguments: [80, 140])
  func aShapeWithoutFillIsFilledWithTheForegroundStyle(columns: Int) {
    let view = VStack(alignment: .leading, spacing: 0) {
      Rectangle().frame(width: 3, height: 1).foregroundStyle(.red)
      Rectangle().frame(width: 3, height: 1)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    let host = TestHost(view, columns: columns, rows: 3)
    #expect(cells(host, rows: 0..<2, columns: columns) == ["███", "███"])
    #expect(host.style(column: 0, row: 0).background == .ansi(1))
    // The text colour as a block: reverse video of the default colours.
    #expect(host.style(column: 0, row: 1) == CellStyle(attributes: .reverse))
  }

  @Test(arguments: [80, 140])
  func aShapeOfYourOwnIsDrawnFromItsPathByCells(columns: Int) {
    let view = VStack(alignment: .leading, spacing: 0) {
      Triangle().fill(.yellow).frame(width: 10, height: 4)
      Triangle().stroke(.yellow).frame(width: 10, height: 4)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    let host = TestHost(view, columns: columns, rows: 9)
    let drawn = cells(host, rows: 0..<8, columns: columns)
    // Filled: each row as wide as the triangle at the cells' centres.
    #expect(Array(drawn.prefix(4)) == ["    ██", "   ████", "  ██████", " ████████"])
    // Stroked: the three sides, one cell thick.
    #expect(Array(drawn.suffix(4)) == ["    ██", "   █  █", " ██    ██", "██████████"])
  }

  @Test(arguments: [80, 140])
  func aTrimmedShapeDrawsPartOfItsOutline(columns: Int) {
    let view = VStack(alignment: .leading, spacing: 0) {
      Rectangle().trim(from: 0, to: 0.5).stroke(.blue).frame(width: 6, height: 3)
      Circle().trim(from: 0, to: 1).stroke(.blue).frame(width: 8, height: 4)
      Circle().trim(from: 0, to: 0.5).stroke(.blue).frame(width: 8, height: 4)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    let host = TestHost(view, columns: columns, rows: 12)
    #expect(
      Array(host.lines.prefix(11)) == [
        // Half a rectangle's outline: from the top leading corner along the top, then down.
        "┌────┐",
        "     │",
        "     ┘",
        // The whole outline of a circle is its box.
        "╭──────╮",
        "│      │",
        "│      │",
        "╰──────╯",
        // Half, from its trailing middle clockwise: the lower half.
        "",
        "",
        "│      │",
        "╰──────╯",
      ])
    #expect(host.style(column: 0, row: 0).foreground == .ansi(4))
  }

  @Test func shapesIgnoreNonsenseSizesAndPaths() {
    let view = VStack(spacing: 0) {
      Rectangle().stroke(.primary).frame(width: 0, height: 0)
      Path { path in
        path.move(to: CGPoint(x: CGFloat.nan, y: 1))
        path.addLine(to: CGPoint(x: 1e12, y: -1e12))
        path.addLine(to: CGPoint(x: CGFloat.infinity, y: 2))
        path.closeSubpath()
      }
      .stroke(.primary)
      .frame(width: 10, height: 3)
      Circle().inset(by: 40).fill(.red).frame(width: 4, height: 2)
      Text("still here")
      // Frames far larger than the screen: only the visible cells are worked out.
      Triangle().fill(.red).frame(width: 1e9, height: 1e9)
      Triangle().stroke(.red).frame(width: 1e9, height: 1e9)
      Rectangle().stroke(.primary).frame(width: 1e9, height: 1e9)
      Circle().trim(from: .nan, to: 2).stroke(.red).frame(width: 1e9, height: 1e9)
    }
    let started = Date()
    let host = TestHost(view, columns: 40, rows: 8)
    #expect(host.text.contains("still here"))
    #expect(Date().timeIntervalSince(started) < 10)
  }
}
