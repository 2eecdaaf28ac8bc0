import Foundation

extension Path {
  /// The path with every point, control points too, moved by `transform`.
  public func applying(_ transform: CGAffineTransform) -> Path {
    func moved(_ point: CGPoint) -> CGPoint { point.applying(transform) }
    var path = Path()
    for element in elements {
      switch element {
      case .move(let point): path.move(to: moved(point))
      case .line(let point): path.addLine(to: moved(point))
      case .quadCurve(let point, let control):
        path.addQuadCurve(to: moved(point), control: moved(control))
      case .curve(let point, let control1, let control2):
        path.addCurve(to: moved(point), control1: moved(control1), control2: moved(control2))
      case .closeSubpath: path.closeSubpath()
      }
    }
    return path
  }
}
