/// A shape style made more transparent, what `ShapeStyle.opacity(_:)` returns. Cells cannot
/// blend colours, so any opacity above 0 draws the style's own colour and 0 draws nothing.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
  let base: Base
  let opacity: Double

  /// The base style's colour, or ``Color/clear`` at opacity 0 (or below).
  public func resolvedColor(in environment: EnvironmentValues) -> Color {
    opacity > 0 ? base.resolvedColor(in: environment) : .clear
  }
}

extension ShapeStyle {
  /// This style at `opacity`, as a shape style (`.fill(Color.gray.opacity(0.2))`); used as a
  /// view, a colour's `opacity(_:)` is the view modifier.
  @_disfavoredOverload
  public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> {
    _OpacityShapeStyle(base: self, opacity: opacity)
  }
}
