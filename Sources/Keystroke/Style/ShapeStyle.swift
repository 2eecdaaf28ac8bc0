/// Something that can color text and backgrounds: a ``Color``, a level such as `.secondary`, or
/// the app's `.tint`.
public protocol ShapeStyle: Sendable {
  /// The color this style stands for in an environment.
  func resolvedColor(in environment: EnvironmentValues) -> Color
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The level for primary content.
  public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
  /// The level for secondary content.
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
  /// The level for tertiary content.
  public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
  /// The level for quaternary content (drawn as secondary: a terminal has one dim level).
  public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
  /// The level for quinary content (drawn as secondary).
  public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The app's tint (accent) color.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == Color {
  /// Red.
  public static var red: Color { Color.red }
  /// Green.
  public static var green: Color { Color.green }
  /// Blue.
  public static var blue: Color { Color.blue }
  /// Yellow.
  public static var yellow: Color { Color.yellow }
  /// Orange.
  public static var orange: Color { Color.orange }
  /// Gray.
  public static var gray: Color { Color.gray }
  /// Black.
  public static var black: Color { Color.black }
  /// White.
  public static var white: Color { Color.white }
  /// No color: the terminal's default.
  public static var clear: Color { Color.clear }
  /// Purple.
  public static var purple: Color { Color.purple }
  /// Pink.
  public static var pink: Color { Color.pink }
  /// Cyan.
  public static var cyan: Color { Color.cyan }
  /// Teal.
  public static var teal: Color { Color.teal }
  /// Mint.
  public static var mint: Color { Color.mint }
  /// Indigo.
  public static var indigo: Color { Color.indigo }
  /// Brown.
  public static var brown: Color { Color.brown }
}

/// A content level: primary content in the default color, secondary and tertiary dimmer.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
  let level: Int

  /// The color for this level.
  public func resolvedColor(in environment: EnvironmentValues) -> Color {
    level == 0 ? .primary : .secondary
  }
}

/// The environment's tint color (``Color/accentColor`` unless `.tint(_:)` set another).
public struct TintShapeStyle: ShapeStyle, Hashable {
  /// The tint of the environment.
  public func resolvedColor(in environment: EnvironmentValues) -> Color { environment.tint }
}
