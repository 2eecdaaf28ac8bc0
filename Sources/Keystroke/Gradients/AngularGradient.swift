import Foundation

/// Colours shaded around a centre, SwiftUI's `AngularGradient` (a conic gradient): from
/// `startAngle` to `endAngle`, 0° pointing to the trailing side and angles turning clockwise;
/// equal angles go once round. A row counts as two columns, so the sweep looks even on screen.
/// Cells are shaded as a ``LinearGradient`` shades them.
public struct AngularGradient: ShapeStyle, Hashable {
  let gradient: Gradient
  let center: UnitPoint
  let startAngle: Angle
  let endAngle: Angle

  /// A gradient from `startAngle` to `endAngle` around `center`.
  nonisolated public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }

  /// A gradient of `colors`, spaced evenly, from `startAngle` to `endAngle`.
  nonisolated public init(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// A gradient through `stops` from `startAngle` to `endAngle`.
  nonisolated public init(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// A gradient once round `center`, starting at `angle`.
  nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(
      gradient: gradient, center: center, startAngle: angle,
      endAngle: Angle(degrees: angle.degrees + 360))
  }

  /// A gradient of `colors` once round `center`, starting at `angle`.
  nonisolated public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  /// A gradient through `stops` once round `center`, starting at `angle`.
  nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }

  /// The colour halfway along the gradient, for text and lines.
  public func resolvedColor(in environment: EnvironmentValues) -> Color {
    cellShading(in: environment).middleColor
  }
}

extension AngularGradient: CellShadingStyle {
  func cellShading(in environment: EnvironmentValues) -> GradientShading {
    GradientShading(
      gradient,
      geometry: .angular(center: center, start: startAngle.degrees, end: endAngle.degrees),
      in: environment)
  }
}

extension AngularGradient: View {
  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension AngularGradient: PrimitiveView {
  /// Shades all the space offered.
  func makeElements(in context: BuildContext) -> [Element] {
    [GradientFillElement(shading: cellShading(in: context.environment))]
  }
}
