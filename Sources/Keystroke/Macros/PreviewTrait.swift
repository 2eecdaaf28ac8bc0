import Foundation

/// A setting of a preview, such as its layout or orientation. Previews do not run on a
/// terminal, so traits are accepted and have no effect.
public struct PreviewTrait<T> {
  let name: String
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// Lays the preview out at the size its view needs.
  public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(name: "sizeThatFits") }

  /// Lays the preview out on the whole device.
  public static var defaultLayout: PreviewTrait<T> { PreviewTrait(name: "default") }

  /// Lays the preview out at a fixed size.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
    PreviewTrait(name: "fixed(\(width)x\(height))")
  }

  /// Shows the preview in portrait orientation.
  public static var portrait: PreviewTrait<T> { PreviewTrait(name: "portrait") }

  /// Shows the preview in landscape orientation, rotated left.
  public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(name: "landscapeLeft") }

  /// Shows the preview in landscape orientation, rotated right.
  public static var landscapeRight: PreviewTrait<T> { PreviewTrait(name: "landscapeRight") }

  /// Shows the preview upside down.
  public static var portraitUpsideDown: PreviewTrait<T> {
    PreviewTrait(name: "portraitUpsideDown")
  }
}
