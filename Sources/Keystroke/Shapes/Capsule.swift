import Foundation

/// A rectangle with fully rounded ends, SwiftUI's `Capsule`: stroked with rounded corners
/// (`╭─╮`), as the box-drawing set has no half circles.
public struct Capsule: Sendable {
  /// The style of the ends.
  public var style: RoundedCornerStyle

  /// A capsule.
  nonisolated public init(style: RoundedCornerStyle = .continuous) { self.style = style }
}

extension Capsule: InsettableShape {
  /// The capsule in `rect`.
  public func path(in rect: CGRect) -> Path {
    let radius = min(rect.width, rect.height) / 2
    return Path(roundedRect: rect, cornerRadius: radius, style: style)
  }

  /// The capsule made smaller by `amount` cells on every side.
  public func inset(by amount: CGFloat) -> _InsetShape<Capsule> {
    _InsetShape(content: self, amount: amount)
  }
}

extension Capsule: CellDrawnShape {
  var cellDrawing: ShapeCellDrawing {
    ShapeCellDrawing(outline: .box(corners: .rounded, isCircular: false))
  }
}

extension Shape where Self == Capsule {
  /// A capsule.
  public static var capsule: Capsule { Capsule() }

  /// A capsule whose ends have `style`.
  public static func capsule(style: RoundedCornerStyle) -> Self { Capsule(style: style) }
}
