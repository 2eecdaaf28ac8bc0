import Foundation

/// A shape that can be inset, so its outline can be drawn inside its frame, SwiftUI's
/// `InsettableShape`. On cells ``strokeBorder(_:lineWidth:antialiased:)`` and
/// ``Shape/stroke(_:lineWidth:antialiased:)`` both draw on the frame's edge cells.
public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape
  /// The shape inset by `amount` (in cells) on every side.
  func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
  /// Draws the outline inside the frame in `content`.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  ) -> some View {
    _ShapeView(shape: _StrokedShape(shape: self, style: style), style: content)
  }

  /// Draws the outline inside the frame in the foreground style.
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
    strokeBorder(ForegroundStyle(), style: style, antialiased: antialiased)
  }

  /// Draws the outline inside the frame in `content`; `lineWidth` 2 or more draws heavy lines.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }

  /// Draws the outline inside the frame in the foreground style.
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    strokeBorder(
      ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}

/// A shape inset by a number of cells on every side; what ``InsettableShape/inset(by:)``
/// returns for the standard shapes.
public struct _InsetShape<Content: InsettableShape>: InsettableShape {
  let content: Content
  let amount: CGFloat

  /// The content's path in `rect` made smaller by the amount on every side.
  public func path(in rect: CGRect) -> Path {
    content.path(in: rect.insetBy(dx: amount, dy: amount))
  }

  /// Insets further.
  public func inset(by amount: CGFloat) -> _InsetShape<Content> {
    _InsetShape(content: content, amount: self.amount + amount)
  }
}

extension _InsetShape: CellDrawnShape {
  var cellDrawing: ShapeCellDrawing {
    var drawing = ShapeCellDrawing.of(content)
    drawing.inset += amount
    return drawing
  }
}
