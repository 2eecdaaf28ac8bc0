import Foundation

/// A circle centred in its frame, SwiftUI's `Circle`. On cells it is a rounded box (`╭─╮`)
/// about as wide as it is tall on screen: twice as many columns as rows, at most the frame.
public struct Circle: Sendable {
  /// A circle.
  nonisolated public init() {}
}

extension Circle: InsettableShape {
  /// The largest circle centred in `rect`.
  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    )
  }

  /// The circle made smaller by `amount` cells on every side.
  public func inset(by amount: CGFloat) -> _InsetShape<Circle> {
    _InsetShape(content: self, amount: amount)
  }
}

extension Circle: CellDrawnShape {
  var cellDrawing: ShapeCellDrawing {
    ShapeCellDrawing(outline: .box(corners: .rounded, isCircular: true))
  }
}

extension Shape where Self == Circle {
  /// A circle centred in its frame.
  public static var circle: Circle { Circle() }
}
