import Foundation

/// A geometric value of a view, such as its bounds, named before the view is laid out.
///
/// Keystroke declares it for what names an anchor (``PopoverAttachmentAnchor``); it has no
/// anchor preferences, so an `Anchor` value is never resolved.
public struct Anchor<Value> {
  /// Which value of a view an anchor stands for.
  public struct Source: Sendable {
    enum Kind: Hashable, Sendable {
      case bounds
      case rect(x: Double, y: Double, width: Double, height: Double)
    }

    let kind: Kind
  }
}

extension Anchor.Source where Value == CGRect {
  /// The whole of the view.
  public static var bounds: Self { Self(kind: .bounds) }

  /// A rectangle in the view's own coordinates.
  public static func rect(_ rect: CGRect) -> Self {
    Self(
      kind: .rect(
        x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.width),
        height: Double(rect.height)))
  }
}
