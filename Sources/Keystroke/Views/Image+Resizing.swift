extension Image {
  /// How a resizable image fills its space.
  public enum ResizingMode: Hashable, Sendable {
    /// Repeats the image.
    case tile
    /// Stretches the image.
    case stretch
  }

  /// How an image is rendered: as drawn, or as a template in the foreground colour.
  public enum TemplateRenderingMode: Hashable, Sendable {
    /// In the foreground colour.
    case template
    /// As drawn.
    case original
  }

  /// How an image is smoothed when scaled.
  public enum Interpolation: Hashable, Sendable {
    /// No smoothing.
    case none
    /// Low quality.
    case low
    /// Medium quality.
    case medium
    /// High quality.
    case high
  }

  /// The image, allowed to resize. Accepted with no effect: an image is one glyph, placed in
  /// whatever frame it is given.
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch
  ) -> Image {
    self
  }

  /// The image in a rendering mode. Accepted with no effect: a glyph is drawn in the
  /// foreground colour.
  public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { self }

  /// The image with a smoothing quality. Accepted with no effect: a glyph is not scaled.
  public func interpolation(_ interpolation: Image.Interpolation) -> Image { self }

  /// The image, antialiased or not. Accepted with no effect.
  public func antialiased(_ isAntialiased: Bool) -> Image { self }
}
