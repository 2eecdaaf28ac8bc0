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
    }

    let kind: Kind

    /// A shading of one colour.
    public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }

    /// The foreground style of the environment the canvas is drawn in.
    public static var foreground: Shading { Shading(kind: .foreground) }

    /// A shading of `style`: a colour, a hierarchical style, a gradient.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }

    /// The colour cells take, and for a gradient how each filled cell is shaded, in
    /// `environment`, at `opacity`; `nil` when nothing is drawn (a clear colour, no opacity).
    func paint(in environment: EnvironmentValues, opacity: Double) -> CanvasPaint? {
      guard opacity > 0 else { return nil }
      let color: Color
      var gradient: GradientShading?
      switch kind {
      case .color(let value): color = value
      case .foreground: color = ForegroundStyle().resolvedColor(in: environment)
      case .style(let style):
        color = style.resolvedColor(in: environment)
        gradient = (style as? any CellShadingStyle)?.cellShading(in: environment)
      }
      let shown = opacity < 1 ? color.opacity(opacity) : color
      guard !shown.isClear || gradient != nil else { return nil }
      return CanvasPaint(
        color: shown.isClear ? nil : shown.terminalColor, gradient: gradient)
    }
  }
}
