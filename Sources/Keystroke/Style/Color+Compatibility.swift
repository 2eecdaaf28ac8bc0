import Foundation

extension Color {
  /// The color space of a color's components. A terminal shows 24-bit sRGB at best, so every
  /// space is read as sRGB.
  public enum RGBColorSpace: Hashable, Sendable, CaseIterable {
    /// sRGB.
    case sRGB
    /// Linear sRGB, read as sRGB.
    case sRGBLinear
    /// Display P3, read as sRGB.
    case displayP3
  }

  /// A color from components in a color space (read as sRGB).
  public init(
    _ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1
  ) {
    self.init(red: red, green: green, blue: blue, opacity: opacity)
  }

  /// A gray from a white level in a color space (read as sRGB).
  public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
    self.init(white: white, opacity: opacity)
  }

  /// A color from the app's asset catalog. A terminal app has no asset catalog: "AccentColor"
  /// is ``accentColor`` and any other name the terminal's default foreground.
  public init(_ name: String, bundle: Bundle? = nil) {
    self = name == "AccentColor" ? .accentColor : .primary
  }
}
