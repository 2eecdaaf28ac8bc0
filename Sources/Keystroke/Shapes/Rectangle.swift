import Foundation

/// A rectangle filling its frame, SwiftUI's `Rectangle`: stroked with `┌─┐│└─┘`, filled with
/// solid cells.
public struct Rectangle: Sendable {
  /// A rectangle.
  nonisolated public init() {}
}

extension Rectangle: InsettableShape {
  /// The rectangle `rect`.
  public func path(in rect: CGRect) -> Path { Path(rect) }

  /// The rectangle made smaller by `amount` cells on every side.
  public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> {
    _InsetShape(content: self, amount: amount)
  }
}

extension Rectangle: CellDrawnShape {
  var cellDrawing: ShapeCellDrawing {
    ShapeCellDrawing(outline: .box(corners: .square, isCircular: false))
  }
}

extension Shape where Self == Rectangle {
  /// A rectangle filling its frame.
  public static var rect: Rectangle { Rectangle() }
}
