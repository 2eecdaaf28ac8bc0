import Foundation

/// An ellipse filling its frame, SwiftUI's `Ellipse`: a rounded box (`╭─╮`) on cells.
public struct Ellipse: Sendable {
  /// An ellipse.
  nonisolated public init() {}
}

extension Ellipse: InsettableShape {
  /// The ellipse inscribed in `rect`.
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

  /// The ellipse made smaller by `amount` cells on every side.
  public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> {
    _InsetShape(content: self, amount: amount)
  }
}

extension Ellipse: CellDrawnShape {
  var cellDrawing: ShapeCellDrawing {
    ShapeCellDrawing(outline: .box(corners: .rounded, isCircular: false))
  }
}

extension Shape where Self == Ellipse {
  /// An ellipse filling its frame.
  public static var ellipse: Ellipse { Ellipse() }
}
