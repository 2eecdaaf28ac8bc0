/// A gradient as a shape style, shaded from top to bottom: what `Color.gradient` and
/// `Gradient.colorSpace(_:)` return, SwiftUI's `AnyGradient`. The linear, radial and other
/// styles also take one (`.linearGradient(.red.gradient, startPoint:endPoint:)`).
public struct AnyGradient: Hashable, ShapeStyle {
  let gradient: Gradient

  /// `gradient` as a shape style.
  public init(_ gradient: Gradient) { self.gradient = gradient }

  /// This gradient, mixed in `space` (sRGB on cells either way).
  public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { self }

  /// The colour halfway along the gradient, for text and lines.
  public func resolvedColor(in environment: EnvironmentValues) -> Color {
    cellShading(in: environment).middleColor
  }
}

extension AnyGradient: CellShadingStyle {
  func cellShading(in environment: EnvironmentValues) -> GradientShading {
    GradientShading(
      gradient, geometry: .linear(start: .top, end: .bottom), in: environment)
  }
}

extension Color {
  /// A gradient of this colour, SwiftUI's `Color.gradient`. SwiftUI lightens the colour a
  /// little towards the top; a terminal shows the colour itself (a theme's named colour has
  /// no lighter shade to mix with).
  public var gradient: AnyGradient { AnyGradient(Gradient(colors: [self])) }
}
