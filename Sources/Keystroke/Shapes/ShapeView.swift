import Foundation

/// A shape drawn in a style: what a shape's `body`, ``Shape/fill(_:style:)`` and
/// ``Shape/stroke(_:lineWidth:antialiased:)`` make, SwiftUI's `_ShapeView`.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
  /// The shape.
  public var shape: Content
  /// The style it is drawn in.
  public var style: Style
  /// How it is filled.
  public var fillStyle: FillStyle

  /// A shape drawn in `style`.
  nonisolated public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
    self.shape = shape
    self.style = style
    self.fillStyle = fillStyle
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension _ShapeView: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    let shape = shape
    let color = style.resolvedColor(in: context.environment)
    return [
      ShapeElement(
        drawing: ShapeCellDrawing.of(shape),
        // A clear shape keeps its space and draws nothing (a hit area, a spacer).
        color: color.isClear ? nil : color.terminalColor,
        shading: (style as? any CellShadingStyle)?.cellShading(in: context.environment),
        evenOdd: fillStyle.isEOFilled,
        size: { shape.sizeThatFits($0) })
    ]
  }
}
