/// A shape style made more transparent, what `ShapeStyle.opacity(_:)` returns (a ``Color``'s
/// own `opacity(_:)` returns a colour). It draws as the style's colour at that opacity does:
/// see ``Color`` for how a translucent colour shows on cells.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
  let base: Base
  let opacity: Double

  /// The base style's colour at this opacity, or ``Color/clear`` at opacity 0 (or below).
  public func resolvedColor(in environment: EnvironmentValues) -> Color {
    guard opacity > 0 else { return .clear }
    return base.resolvedColor(in: environment).opacity(opacity).resolvedColor(in: environment)
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
