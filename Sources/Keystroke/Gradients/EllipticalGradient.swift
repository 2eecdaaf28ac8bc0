import Foundation

/// Colours shaded outwards from a centre in an ellipse the shape of the filled area, SwiftUI's
/// `EllipticalGradient`: the radii are fractions of the area's size (0.5 reaches the middle of
/// each edge). Cells are shaded as a ``LinearGradient`` shades them.
public struct EllipticalGradient: ShapeStyle, Hashable {
  let gradient: Gradient
  let center: UnitPoint
  let startRadiusFraction: CGFloat
  let endRadiusFraction: CGFloat

  /// A gradient from `startRadiusFraction` to `endRadiusFraction` of the area around `center`.
  nonisolated public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = startRadiusFraction
    self.endRadiusFraction = endRadiusFraction
  }

  /// A gradient of `colors`, spaced evenly, out from `center`.
  nonisolated public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  /// A gradient through `stops` out from `center`.
  nonisolated public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  /// The colour halfway along the gradient, for text and lines.
  public func resolvedColor(in environment: EnvironmentValues) -> Color {
    cellShading(in: environment).middleColor
  }
}

extension EllipticalGradient: CellShadingStyle {
  func cellShading(in environment: EnvironmentValues) -> GradientShading {
    GradientShading(
      gradient,
      geometry: .elliptical(center: center, start: startRadiusFraction, end: endRadiusFraction),
      in: environment)
  }
}

extension EllipticalGradient: View {
  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension EllipticalGradient: PrimitiveView {
  /// Shades all the space offered.
  func makeElements(in context: BuildContext) -> [Element] {
    [GradientFillElement(shading: cellShading(in: context.environment))]
  }
}
