import Foundation

/// Turns a ``Path`` into the cells that draw it, on a grid of `width` by `height` cells whose
/// cell `(x, y)` covers the unit square from `(x, y)` to `(x + 1, y + 1)`.
///
/// Filling marks each cell whose centre lies inside the path (non-zero winding, every subpath
/// closed). Stroking marks each cell a line of the path passes through. Curves are flattened
/// into short lines first. Points that are not finite are left out, and the work is bounded by
/// the grid, so a path with huge or odd coordinates draws what falls on the grid and no more.
enum PathRaster {
  /// A subpath as straight lines through its points.
  struct Polyline: Equatable {
    var points: [CGPoint]
    var isClosed: Bool
  }

  /// Segments a curve is flattened into.
  static let curveSteps = 12

  /// The subpaths of `path`, curves flattened.
  static func polylines(of path: Path) -> [Polyline] {
    var result: [Polyline] = []
    var current: [CGPoint] = []
    // After a subpath closes, a line drawn next starts from the closed subpath's start.
    var reopen: CGPoint?
    func finish(closed: Bool) {
      if !current.isEmpty { result.append(Polyline(points: current, isClosed: closed)) }
      current = []
    }
    func add(_ point: CGPoint) {
      if current.isEmpty, let start = reopen { current = [start] }
      reopen = nil
      if point.x.isFinite, point.y.isFinite { current.append(point) }
    }
    for element in path.elements {
      switch element {
      case .move(let point):
        finish(closed: false)
        reopen = nil
        add(point)
      case .line(let point): add(point)
      case .quadCurve(let end, let control):
        guard let start = current.last ?? reopen else {
          add(end)
          continue
        }
        for step in 1...curveSteps {
          let t = CGFloat(step) / CGFloat(curveSteps)
          let u = 1 - t
          add(
            CGPoint(
              x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
              y: u * u * start.y + 2 * u * t * control.y + t * t * end.y))
        }
      case .curve(let end, let control1, let control2):
        guard let start = current.last ?? reopen else {
          add(end)
          continue
        }
        for step in 1...curveSteps {
          let t = CGFloat(step) / CGFloat(curveSteps)
          let u = 1 - t
          let a = u * u * u
          let b = 3 * u * u * t
          let c = 3 * u * t * t
          let d = t * t * t
          add(
            CGPoint(
              x: a * start.x + b * control1.x + c * control2.x + d * end.x,
              y: a * start.y + b * control1.y + c * control2.y + d * end.y))
        }
      case .closeSubpath:
        let start = current.first
        finish(closed: true)
        reopen = start
      }
    }
    finish(closed: false)
    return result
  }

  /// Whether `point` lies inside the subpaths, each taken as closed.
  static func contains(_ point: CGPoint, in polylines: [Polyline], evenOdd: Bool) -> Bool {
    var winding = 0
    for polyline in polylines where polyline.points.count > 2 {
      let points = polyline.points
      for index in points.indices {
        let a = points[index]
        let b = points[(index + 1) % points.count]
        if a.y <= point.y {
          if b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
        } else if b.y <= point.y, cross(a, b, point) < 0 {
          winding -= 1
        }
      }
    }
    return evenOdd ? winding % 2 != 0 : winding != 0
  }

  private static func cross(_ a: CGPoint, _ b: CGPoint, _ point: CGPoint) -> CGFloat {
    (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
  }

  /// The cells, row by row, that fill `path` on a `width` by `height` grid, within `window`
  /// (the whole grid by default; cells outside it are not visited or returned).
  static func fill(
    _ path: Path, width: Int, height: Int, evenOdd: Bool = false, window: CellRect? = nil
  ) -> [Bool] {
    let window = visible(window, width: width, height: height)
    var cells = Array(repeating: false, count: window.width * window.height)
    guard !cells.isEmpty else { return cells }
    let polylines = polylines(of: path)
    for row in 0..<window.height {
      for column in 0..<window.width {
        let centre = CGPoint(
          x: CGFloat(window.x + column) + 0.5, y: CGFloat(window.y + row) + 0.5)
        cells[row * window.width + column] = contains(centre, in: polylines, evenOdd: evenOdd)
      }
    }
    return cells
  }

  /// The part of `window` on a `width` by `height` grid.
  private static func visible(_ window: CellRect?, width: Int, height: Int) -> CellRect {
    let grid = CellRect(x: 0, y: 0, width: max(0, width), height: max(0, height))
    return window.map { $0.intersection(grid) } ?? grid
  }

  /// The cells, row by row, that draw the lines of `path` on a `width` by `height` grid: a line
  /// is followed one cell at a time along its longer direction (through the cells whose
  /// centres it passes), so it is one cell thick and has no gaps. Only cells in `window` (the
  /// whole grid by default) are visited and returned, however long the line.
  static func stroke(_ path: Path, width: Int, height: Int, window: CellRect? = nil) -> [Bool] {
    let window = visible(window, width: width, height: height)
    var cells = Array(repeating: false, count: window.width * window.height)
    guard !cells.isEmpty else { return cells }
    func cell(_ value: CGFloat, limit: Int) -> Int? {
      guard value.isFinite else { return nil }
      // A point on the far edge belongs to the last cell.
      if value == CGFloat(limit) { return limit - 1 }
      guard value >= 0, value < CGFloat(limit) else { return nil }
      return Int(value)
    }
    func mark(_ x: CGFloat, _ y: CGFloat) {
      guard let column = cell(x, limit: width), let row = cell(y, limit: height),
        window.contains(x: column, y: row)
      else { return }
      cells[(row - window.y) * window.width + column - window.x] = true
    }
    /// Visits the centres of the cells between `from` and `to` along one axis.
    func centres(from: CGFloat, to: CGFloat, start: Int, end: Int) -> ClosedRange<Int>? {
      let low = max(CGFloat(start), (min(from, to) - 0.5).rounded(.up))
      let high = min(CGFloat(end - 1), (max(from, to) - 0.5).rounded(.down))
      guard low <= high else { return nil }
      return Int(low)...Int(high)
    }
    for polyline in polylines(of: path) {
      var points = polyline.points
      if polyline.isClosed, let first = points.first { points.append(first) }
      for point in points { mark(point.x, point.y) }
      for (a, b) in zip(points, points.dropFirst()) {
        let dx = b.x - a.x
        let dy = b.y - a.y
        if abs(dx) >= abs(dy), dx != 0 {
          guard let columns = centres(from: a.x, to: b.x, start: window.x, end: window.maxX) else {
            continue
          }
          for column in columns {
            let x = CGFloat(column) + 0.5
            mark(x, a.y + (x - a.x) / dx * dy)
          }
        } else if dy != 0 {
          guard let rows = centres(from: a.y, to: b.y, start: window.y, end: window.maxY) else {
            continue
          }
          for row in rows {
            let y = CGFloat(row) + 0.5
            mark(a.x + (y - a.y) / dy * dx, y)
          }
        }
      }
    }
    return cells
  }
}
