/// The background of the current context, SwiftUI's `BackgroundStyle`: in a terminal, the
/// terminal's own background, so filling with it draws nothing.
public struct BackgroundStyle: ShapeStyle, Hashable {
  /// The background style.
  public init() {}

  /// The terminal's background: nothing is drawn.
  public func resolvedColor(in environment: EnvironmentValues) -> Color { .clear }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The background of the current context.
  public static var background: BackgroundStyle { BackgroundStyle() }
}
