/// The foreground style of the environment: the color `.foregroundStyle(_:)` or
/// `.foregroundColor(_:)` set, else the terminal's default text color. A shape with no fill or
/// stroke of its own is drawn in it, as in SwiftUI.
public struct ForegroundStyle: ShapeStyle, Hashable {
  /// The environment's foreground style.
  public init() {}

  /// The foreground color of the environment.
  public func resolvedColor(in environment: EnvironmentValues) -> Color {
    environment.foregroundColor ?? .primary
  }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The environment's foreground style.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}
