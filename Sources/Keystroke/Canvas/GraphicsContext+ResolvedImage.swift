import Foundation
import KeystrokeTerminal

extension GraphicsContext {
  /// An image resolved in the canvas's environment, ready to be measured and drawn, SwiftUI's
  /// `GraphicsContext.ResolvedImage`.
  ///
  /// On a terminal an image is its glyph (as an ``Image`` view draws it), one row high.
  public struct ResolvedImage {
    /// The glyph and its style in the environment.
    let glyph: String
    let style: CellStyle
    let environment: EnvironmentValues

    /// The image's size, in cells: its glyph's width by one row.
    public let size: CGSize

    /// The distance from the image's top to its baseline: the bottom of its row.
    public let baseline: CGFloat

    /// The shading the glyph is drawn in; `nil` (the default) draws it as an `Image` view
    /// would be, in the environment's foreground style.
    public var shading: Shading?

    init(_ image: Image, in environment: EnvironmentValues) {
      glyph = image.glyph
      style = environment.textCellStyle
      self.environment = environment
      let layout = TextLayout(
        runs: [(glyph, style)], width: nil, maxLines: 1, truncation: environment.truncationMode)
      size = CGSize(width: max(1, layout.width), height: 1)
      baseline = 1
    }

    /// The glyph as drawn: in the shading's colour when there is one.
    func shadedRuns() -> [(String, CellStyle)] {
      var drawn = style
      if let shading {
        drawn.foreground = shading.paint(in: environment, opacity: 1)?.color ?? .default
      }
      return [(glyph, drawn)]
    }
  }
}
