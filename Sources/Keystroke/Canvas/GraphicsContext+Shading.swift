import Foundation

extension GraphicsContext {
  /// A colour or gradient to outline or fill a path with, SwiftUI's `GraphicsContext.Shading`.
  ///
  /// On cells a shading is a colour for each cell it covers: ``color(_:)`` one colour,
  /// ``foreground`` the environment's foreground colour, ``style(_:)`` any shape style, a
  /// gradient shading each filled cell by its place in the bounding rectangle of the path
  /// (a stroke takes the gradient's middle colour, as a shape's stroke does).
  public struct Shading: Sendable {
    enum Kind: Sendable {
      case color(Color)
      case foreground
      case style(any ShapeStyle)
      case linearGradient(Gradient, start: CGPoint, end: CGPoint)
    }

    let kind: Kind

    /// A shading of one colour.
    public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }

    /// The foreground style of the environment the canvas is drawn in.
    public static var foreground: Shading { Shading(kind: .foreground) }

    /// A shading of `style`: a colour, a hierarchical style, a gradient.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }

    /// A gradient from `startPoint` to `endPoint`, in the coordinates drawing uses (moved by
    /// the context's transform when drawn): the cell whose centre is at the start shows the
    /// first stop, the one at the end the last, cells beyond take the end stops' colours.
    public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint)
      -> Shading
    {
      Shading(kind: .linearGradient(gradient, start: startPoint, end: endPoint))
    }

    /// The colour cells take, and for a gradient how each filled cell is shaded, in
    /// `environment`, at `opacity`; `nil` when nothing is drawn (a clear colour, no opacity).
    /// A gradient with points places them by `transform` in the cells `bounds` covers.
    func paint(
      in environment: EnvironmentValues, opacity: Double,
      placing bounds: CellRect = CellRect(x: 0, y: 0, width: 1, height: 1),
      by transform: CGAffineTransform = .identity
    ) -> CanvasPaint? {
      guard opacity > 0 else { return nil }
      let color: Color
      var gradient: GradientShading?
      switch kind {
      case .color(let value): color = value
      case .foreground: color = ForegroundStyle().resolvedColor(in: environment)
      case .style(let style):
        color = style.resolvedColor(in: environment)
        gradient = (style as? any CellShadingStyle)?.cellShading(in: environment)
      case .linearGradient(let stops, let start, let end):
        // Unit points fall on the centres of the first and last cells of the bounds.
        func unit(_ point: CGPoint) -> UnitPoint {
          let moved = point.applying(transform)
          func fraction(_ value: CGFloat, _ origin: Int, _ length: Int) -> CGFloat {
            length > 1 ? (value - CGFloat(origin) - 0.5) / CGFloat(length - 1) : 0
          }
          return UnitPoint(
            x: fraction(moved.x, bounds.x, bounds.width),
            y: fraction(moved.y, bounds.y, bounds.height))
        }
        let shading = GradientShading(
          stops, geometry: .linear(start: unit(start), end: unit(end)), in: environment)
        color = shading.middleColor
        gradient = shading
      }
      let shown = opacity < 1 ? color.opacity(opacity) : color
      guard !shown.isClear || gradient != nil else { return nil }
      return CanvasPaint(
        color: shown.isClear ? nil : shown.terminalColor, gradient: gradient)
    }
  }
}
