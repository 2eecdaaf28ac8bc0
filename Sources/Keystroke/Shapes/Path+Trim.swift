import Foundation

extension Path {
  /// The part of the path between two fractions of its length (curves measured as drawn on
  /// cells, flattened), as SwiftUI's `trimmedPath(from:to:)`: `0...1` is the whole path.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    guard from.isFinite, to.isFinite else { return Path() }
    let start = max(0, min(1, from))
    let end = max(0, min(1, to))
    guard start < end else { return Path() }
    var segments: [(CGPoint, CGPoint, CGFloat)] = []
    for polyline in PathRaster.polylines(of: self) {
      var points = polyline.points
      if polyline.isClosed, let first = points.first { points.append(first) }
      for (a, b) in zip(points, points.dropFirst()) {
        segments.append((a, b, hypot(b.x - a.x, b.y - a.y)))
      }
    }
    let total = segments.reduce(0) { $0 + $1.2 }
    guard total > 0, total.isFinite else { return Path() }
    let low = start * total
    let high = end * total
    var trimmed = Path()
    var walked: CGFloat = 0
    var last: CGPoint?
    for (a, b, length) in segments {
      defer { walked += length }
      guard length > 0, walked + length > low, walked < high else { continue }
      func point(at distance: CGFloat) -> CGPoint {
        let t = max(0, min(1, (distance - walked) / length))
        return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
      }
      let first = point(at: max(low, walked))
      let second = point(at: min(high, walked + length))
      if last != first { trimmed.move(to: first) }
      trimmed.addLine(to: second)
      last = second
    }
    return trimmed
  }
}
