import Foundation

/// Colours shaded along a line, SwiftUI's `LinearGradient`.
///
/// On cells the gradient runs from the centre of the cell at `startPoint` to the centre of the
/// cell at `endPoint`, so the first and last cells along it show the first and last stops
/// exactly (a theme's named colour stays itself there) and each cell between is shaded by its
/// place: with RGB colours in a true-colour terminal, mapped to the nearest of the 256 or 16
/// colours on terminals with fewer, and named colours mixed through xterm's standard values.
/// As a view, a background (`.background(gradient)`) or a shape's fill it shades each cell's
/// background; as a foreground style (text, strokes, borders) it is one colour, the one halfway
/// along. Without colours (`NO_COLOR`) a gradient background shows nothing and a filled shape
/// is a block of the text colour, as with a plain colour.
public struct LinearGradient: ShapeStyle, Hashable {
  let gradient: Gradient
  let startPoint: UnitPoint
  let endPoint: UnitPoint

  /// A gradient shaded from `startPoint` to `endPoint` of the filled area.
  nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// A gradient of `colors`, spaced evenly, from `startPoint` to `endPoint`.
  nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// A gradient through `stops` from `startPoint` to `endPoint`.
  nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  /// The colour halfway along the gradient, for text and lines.
  public func resolvedColor(in environment: EnvironmentValues) -> Color {
    cellShading(in: environment).middleColor
  }
}

extension LinearGradient: CellShadingStyle {
  func cellShading(in environment: EnvironmentValues) -> GradientShading {
    GradientShading(gradient, geometry: .linear(start: startPoint, end: endPoint), in: environment)
  }
}

extension LinearGradient: View {
  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension LinearGradient: PrimitiveView {
  /// Shades all the space offered.
  func makeElements(in context: BuildContext) -> [Element] {
    [GradientFillElement(shading: cellShading(in: context.environment))]
  }
}
