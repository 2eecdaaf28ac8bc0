import Foundation

/// The outline of a 2D shape, SwiftUI's `Path`, in cells: one unit is one cell, x to the right
/// and y down from the top leading corner of the rectangle a shape is drawn in.
///
/// A terminal cannot draw lines between cells, so a path is drawn by cells: a filled path
/// colours each cell whose centre lies inside it (the non-zero winding rule), a stroked path
/// each cell its lines pass through (see ``PathRaster``).
public struct Path: Equatable, Sendable {
  /// One step of a path.
  public enum Element: Equatable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: CGPoint)
    /// A straight line to a point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve to a point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve to a point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// A line back to the start of the subpath.
    case closeSubpath
  }

  /// The steps of the path, in order.
  private(set) var elements: [Element] = []

  /// An empty path.
  public init() {}

  /// A path that is the rectangle `rect`.
  public init(_ rect: CGRect) { addRect(rect) }

  /// A path built by `callback`.
  public init(_ callback: (inout Path) -> Void) { callback(&self) }

  /// A rounded rectangle; in cells the corners are drawn square when filled.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
  }

  /// A rounded rectangle; in cells the corners are drawn square when filled.
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
  {
    addRoundedRect(in: rect, cornerSize: cornerSize)
  }

  /// The ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The last point of the path, if any.
  public var currentPoint: CGPoint? {
    var start: CGPoint?
    var current: CGPoint?
    for element in elements {
      switch element {
      case .move(let point):
        start = point
        current = point
      case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): current = point
      case .closeSubpath: current = start
      }
    }
    return current
  }

  /// The smallest rectangle holding every point of the path, control points included.
  public var boundingRect: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let point), .line(let point): points.append(point)
      case .quadCurve(let point, let control): points += [point, control]
      case .curve(let point, let control1, let control2): points += [point, control1, control2]
      case .closeSubpath: break
      }
    }
    guard let first = points.first else { return .null }
    var minX = first.x
    var maxX = first.x
    var minY = first.y
    var maxY = first.y
    for point in points {
      minX = min(minX, point.x)
      maxX = max(maxX, point.x)
      minY = min(minY, point.y)
      maxY = max(maxY, point.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Calls `body` with each element of the path, in order.
  public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

  /// Starts a new subpath at `end`.
  public mutating func move(to end: CGPoint) { elements.append(.move(to: end)) }

  /// Adds a straight line to `end`.
  public mutating func addLine(to end: CGPoint) {
    if currentPoint == nil { elements.append(.move(to: end)) }
    elements.append(.line(to: end))
  }

  /// Adds straight lines through `lines`, starting a new subpath at the first point.
  public mutating func addLines(_ lines: [CGPoint]) {
    guard let first = lines.first else { return }
    move(to: first)
    for point in lines.dropFirst() { addLine(to: point) }
  }

  /// Adds a quadratic Bézier curve to `end`.
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    if currentPoint == nil { elements.append(.move(to: control)) }
    elements.append(.quadCurve(to: end, control: control))
  }

  /// Adds a cubic Bézier curve to `end`.
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    if currentPoint == nil { elements.append(.move(to: control1)) }
    elements.append(.curve(to: end, control1: control1, control2: control2))
  }

  /// Closes the current subpath with a line back to its start.
  public mutating func closeSubpath() {
    if currentPoint != nil { elements.append(.closeSubpath) }
  }

  /// Adds the rectangle `rect` as a closed subpath.
  public mutating func addRect(_ rect: CGRect) {
    let rect = rect.standardized
    addLines([
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ])
    closeSubpath()
  }

  /// Adds each rectangle as a closed subpath.
  public mutating func addRects(_ rects: [CGRect]) {
    for rect in rects { addRect(rect) }
  }

  /// Adds a rounded rectangle as a closed subpath.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    let rect = rect.standardized
    let rx = max(0, min(cornerSize.width, rect.width / 2))
    let ry = max(0, min(cornerSize.height, rect.height / 2))
    guard rx > 0, ry > 0 else { return addRect(rect) }
    let k = 0.5523  // a quarter circle as a cubic Bézier
    move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
    addCurve(
      to: CGPoint(x: rect.maxX, y: rect.minY + ry),
      control1: CGPoint(x: rect.maxX - rx + rx * k, y: rect.minY),
      control2: CGPoint(x: rect.maxX, y: rect.minY + ry - ry * k))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
    addCurve(
      to: CGPoint(x: rect.maxX - rx, y: rect.maxY),
      control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + ry * k),
      control2: CGPoint(x: rect.maxX - rx + rx * k, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
    addCurve(
      to: CGPoint(x: rect.minX, y: rect.maxY - ry),
      control1: CGPoint(x: rect.minX + rx - rx * k, y: rect.maxY),
      control2: CGPoint(x: rect.minX, y: rect.maxY - ry + ry * k))
    addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
    addCurve(
      to: CGPoint(x: rect.minX + rx, y: rect.minY),
      control1: CGPoint(x: rect.minX, y: rect.minY + ry - ry * k),
      control2: CGPoint(x: rect.minX + rx - rx * k, y: rect.minY))
    closeSubpath()
  }

  /// Adds the ellipse inscribed in `rect` as a closed subpath.
  public mutating func addEllipse(in rect: CGRect) {
    let rect = rect.standardized
    addRoundedRect(in: rect, cornerSize: CGSize(width: rect.width / 2, height: rect.height / 2))
  }

  /// Adds an arc of a circle, joined to the current point by a line.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    // In SwiftUI's flipped coordinates (y down), `clockwise` means decreasing angles on screen.
    var sweep = endAngle.radians - startAngle.radians
    guard sweep.isFinite, radius.isFinite, center.x.isFinite, center.y.isFinite else { return }
    let full = 2 * Double.pi
    if clockwise {
      while sweep > 0 { sweep -= full }
    } else {
      while sweep < 0 { sweep += full }
    }
    sweep = max(-full, min(full, sweep))
    let steps = max(2, min(256, Int((abs(sweep) / (Double.pi / 16)).rounded(.up))))
    for step in 0...steps {
      let angle = startAngle.radians + sweep * Double(step) / Double(steps)
      let point = CGPoint(
        x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
      if step == 0, currentPoint == nil { move(to: point) } else { addLine(to: point) }
    }
  }

  /// Adds an arc of `delta` from `startAngle`, joined to the current point by a line.
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle
  ) {
    addArc(
      center: center, radius: radius, startAngle: startAngle,
      endAngle: Angle(radians: startAngle.radians + delta.radians), clockwise: delta.radians < 0)
  }

  /// Adds the elements of another path.
  public mutating func addPath(_ path: Path) { elements += path.elements }

  /// The path moved by `dx` and `dy`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    func moved(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x + dx, y: point.y + dy) }
    var path = Path()
    path.elements = elements.map {
      switch $0 {
      case .move(let point): .move(to: moved(point))
      case .line(let point): .line(to: moved(point))
      case .quadCurve(let point, let control): .quadCurve(to: moved(point), control: moved(control))
      case .curve(let point, let control1, let control2):
        .curve(to: moved(point), control1: moved(control1), control2: moved(control2))
      case .closeSubpath: .closeSubpath
      }
    }
    return path
  }

  /// Whether `point` lies inside the path, by the non-zero rule or, with `eoFill`, the even-odd
  /// rule.
  public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
    PathRaster.contains(point, in: PathRaster.polylines(of: self), evenOdd: eoFill)
  }
}
