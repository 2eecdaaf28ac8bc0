import Foundation
import Testing

@testable import Keystroke

@Suite struct PathRasterTests {
  private func rows(_ cells: [Bool], width: Int) -> [String] {
    stride(from: 0, to: cells.count, by: width).map { start in
      String(cells[start..<start + width].map { $0 ? "#" : "." })
    }
  }

  @Test func aRectangleFillsTheCellsWhoseCentresItHolds() {
    let path = Path(CGRect(x: 1, y: 0, width: 3, height: 2))
    #expect(
      rows(PathRaster.fill(path, width: 5, height: 3), width: 5) == [".###.", ".###.", "....."])
  }

  @Test func aStrokedLineMarksTheCellsItCrosses() {
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 5, y: 2.5))
    #expect(
      rows(PathRaster.stroke(path, width: 5, height: 3), width: 5) == ["##...", "..##.", "....#"])
  }

  @Test func evenOddLeavesAHoleWhereSubpathsOverlap() {
    var path = Path(CGRect(x: 0, y: 0, width: 5, height: 3))
    path.addRect(CGRect(x: 1, y: 1, width: 3, height: 1))
    #expect(
      rows(PathRaster.fill(path, width: 5, height: 3, evenOdd: true), width: 5) == [
        "#####", "#...#", "#####",
      ])
    #expect(path.contains(CGPoint(x: 2, y: 1.5)))
    #expect(!path.contains(CGPoint(x: 2, y: 1.5), eoFill: true))
  }

  @Test func pointsThatAreNotFiniteAreLeftOutAndHugeOnesStayBounded() {
    var path = Path()
    path.move(to: CGPoint(x: CGFloat.nan, y: 0))
    path.addLine(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 1e15, y: 0))
    let cells = PathRaster.stroke(path, width: 4, height: 1)
    #expect(cells == [true, true, true, true])
    #expect(PathRaster.fill(path, width: 0, height: 0).isEmpty)
  }

  @Test func pathsReportTheirBoundsAndLastPoint() {
    var path = Path(ellipseIn: CGRect(x: 2, y: 1, width: 4, height: 2))
    #expect(path.boundingRect == CGRect(x: 2, y: 1, width: 4, height: 2))
    path.addArc(
      center: .zero, radius: 1, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    let end = try! #require(path.currentPoint)
    #expect(abs(end.x) < 1e-9 && abs(end.y - 1) < 1e-9)
    #expect(Path().boundingRect.isNull)
  }

  @Test func aWindowVisitsOnlyItsOwnCells() {
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 1e6, y: 1e6))
    let window = CellRect(x: 10, y: 9, width: 3, height: 3)
    let stroked = PathRaster.stroke(path, width: 1_000_000, height: 1_000_000, window: window)
    #expect(rows(stroked, width: 3) == ["...", "#..", ".#."])
    let filled = PathRaster.fill(
      Path(CGRect(x: 0, y: 0, width: 11, height: 1e6)), width: 1_000_000, height: 1_000_000,
      window: window)
    #expect(rows(filled, width: 3) == ["#..", "#..", "#.."])
  }

  @Test func aTrimmedPathKeepsTheFractionOfItsLength() {
    var path = Path()
    path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 4)])
    let middle = path.trimmedPath(from: 0.25, to: 0.75)
    #expect(middle.boundingRect == CGRect(x: 2, y: 0, width: 2, height: 2))
    #expect(path.trimmedPath(from: 0.5, to: 0.5).isEmpty)
    #expect(path.trimmedPath(from: .nan, to: 1).isEmpty)
    #expect(path.trimmedPath(from: -3, to: 7).boundingRect == path.boundingRect)
  }
}
