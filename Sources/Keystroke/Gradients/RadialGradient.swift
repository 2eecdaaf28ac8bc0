import Foundation

/// Colours shaded outwards from a centre, SwiftUI's `RadialGradient`.
///
/// Radii are in cells across, a row counting as two columns so the rings look round, as a
/// ``Circle`` does; cells are shaded as a ``LinearGradient`` shades them.
public struct RadialGradient: ShapeStyle, Hashable {
  let gradient: Gradient
  let center: UnitPoint
  let startRadius: CGFloat
  let endRadius: CGFloat

  /// A gradient from `startRadius` to `endRadius` around `center` of the filled area.
  nonisolated public init(
    gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  /// A gradient of `colors`, spaced evenly, from `startRadius` to `endRadius`.
  nonisolated public init(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  /// A gradient through `stops` from `startRadius` to `endRadius`.
  nonisolated public init(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  /// The colour halfway along the gradient, for text and lines.
  public func resolvedColor(in environment: EnvironmentValues) -> Color {
    cellShading(in: environment).middleColor
  }
}

extension RadialGradient: CellShadingStyle {
  func cellShading(in environment: EnvironmentValues) -> GradientShading {
    GradientShading(
      gradient, geometry: .radial(center: center, start: startRadius, end: endRadius),
      in: environment)
  }
}

extension RadialGradient: View {
  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension RadialGradient: PrimitiveView {
  /// Shades all the space offered.
  func makeElements(in context: BuildContext) -> [Element] {
    [GradientFillElement(shading: cellShading(in: context.environment))]
  }
}
