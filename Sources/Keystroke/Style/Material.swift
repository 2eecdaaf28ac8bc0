/// A blurred, translucent background, SwiftUI's `Material`. A terminal cannot blur or blend,
/// so a material is the terminal's own background: it draws nothing.
public struct Material: ShapeStyle, Hashable {
  let name: String

  /// The terminal's background: nothing is drawn.
  public func resolvedColor(in environment: EnvironmentValues) -> Color { .clear }

  /// The thinnest material.
  public static let ultraThin = Material(name: "ultraThin")
  /// A thin material.
  public static let thin = Material(name: "thin")
  /// The default material.
  public static let regular = Material(name: "regular")
  /// A thick material.
  public static let thick = Material(name: "thick")
  /// The thickest material.
  public static let ultraThick = Material(name: "ultraThick")
  /// The material of bars.
  public static let bar = Material(name: "bar")
}

extension ShapeStyle where Self == Material {
  /// The thinnest material.
  public static var ultraThinMaterial: Material { .ultraThin }
  /// A thin material.
  public static var thinMaterial: Material { .thin }
  /// The default material.
  public static var regularMaterial: Material { .regular }
  /// A thick material.
  public static var thickMaterial: Material { .thick }
  /// The thickest material.
  public static var ultraThickMaterial: Material { .ultraThick }
  /// The material of bars.
  public static var bar: Material { .bar }
}
