import Foundation

/// A shape's outline as a shape: what ``Shape/stroke(lineWidth:)`` returns.
public struct _StrokedShape<Content: Shape>: Shape {
  let shape: Content
  let style: StrokeStyle

  /// The outline's path: the content's path (a terminal strokes it by cells).
  public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

  /// As large as the shape it outlines.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }
}

extension _StrokedShape: CellDrawnShape {
  var cellDrawing: ShapeCellDrawing {
    var drawing = ShapeCellDrawing.of(shape)
    drawing.stroke = style
    return drawing
  }
}
