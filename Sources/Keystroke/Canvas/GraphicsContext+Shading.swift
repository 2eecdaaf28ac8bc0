import Foundation

extension GraphicsContext {
  /// A colour or gradient to outline or fill a path with, SwiftUI's `GraphicsContext.Shading`.
  ///
  /// On cells a shading is a colour for each cell it covers: ``color(_:)`` one colour,
  /// ``foreground`` the environment's foreground colour, ``style(_:)`` any shape style, a
  /// gradient shading each filled cell by its place in the bounding rectangle of the path
  /// (a stroke takes the gradient's middle colour, as a shape's stroke does). The gradients
  /// made with points (``linearGradient(_:startPoint:endPoint:options:)``,
  /// ``radialGradient(_:center:startRadius:endRadius:options:)``,
  /// ``conicGradient(_:center:angle:options:)``) take them in the coordinates drawing uses, a
  /// cell one unit across and one down, and shade each cell by where its centre falls.
  public struct Shading: Sendable {
    enum Kind: Sendable {
      case color(Color)
      case foreground
      case style(any ShapeStyle)
      case linearGradient(Gradient, start: CGPoint, end: CGPoint, GradientOptions)
      case radialGradient(Gradient, center: CGPoint, start: CGFloat, end: CGFloat, GradientOptions)
      case conicGradient(Gradient, center: CGPoint, angle: Angle, GradientOptions)
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
    /// first stop, the one at the end the last, cells beyond take the end stops' colours (or
    /// the gradient again, with `.repeat` or `.mirror`).
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(kind: .linearGradient(gradient, start: startPoint, end: endPoint, options))
    }

    /// A gradient outwards from `center`, in the coordinates drawing uses: a cell whose centre
    /// is `startRadius` from it shows the first stop, one `endRadius` away the last. Distances
    /// are in cells, a row counting as one unit as a canvas's paths do, so the gradient's
    /// rings follow a circle drawn with the same centre and radius.
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(
        kind: .radialGradient(
          gradient, center: center, start: startRadius, end: endRadius, options))
    }

    /// A gradient once round `center`, in the coordinates drawing uses: clockwise on screen
    /// from `angle` (zero pointing to the trailing side), the first stop there and the last a
    /// full turn on.
    public static func conicGradient(
      _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(kind: .conicGradient(gradient, center: center, angle: angle, options))
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
      case .radialGradient(let stops, let center, let start, let end, let options):
        let moved = center.applying(transform)
        // A uniform scale of the transform scales the radii; a rotation leaves them.
        let scale = Double(abs(transform.a * transform.d - transform.b * transform.c))
          .squareRoot()
        let shading = GradientShading(
          stops,
          geometry: .cellRadial(
            x: Double(moved.x) - Double(bounds.x) - 0.5,
            y: Double(moved.y) - Double(bounds.y) - 0.5, start: Double(start) * scale,
            end: Double(end) * scale), spread: options.spread, in: environment)
        color = shading.middleColor
        gradient = shading
      case .conicGradient(let stops, let center, let angle, let options):
        let moved = center.applying(transform)
        let turn = atan2(Double(transform.b), Double(transform.a)) * 180 / .pi
        let shading = GradientShading(
          stops,
          geometry: .cellConic(
            x: Double(moved.x) - Double(bounds.x) - 0.5,
            y: Double(moved.y) - Double(bounds.y) - 0.5, angle: angle.degrees + turn),
          spread: options.spread, in: environment)
        color = shading.middleColor
        gradient = shading
      case .linearGradient(let stops, let start, let end, let options):
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
          stops, geometry: .linear(start: unit(start), end: unit(end)), spread: options.spread,
          in: environment)
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
