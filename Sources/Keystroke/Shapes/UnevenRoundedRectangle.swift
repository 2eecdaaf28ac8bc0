import Foundation

/// A rectangle whose corners each have their own radius, SwiftUI's `UnevenRoundedRectangle`:
/// on cells a corner with a radius is drawn `╭`, one without `┌`.
public struct UnevenRoundedRectangle: Sendable {
  /// The radius of each corner.
  public var cornerRadii: RectangleCornerRadii
  /// The style of the corners.
  public var style: RoundedCornerStyle

  /// A rectangle with `cornerRadii`.
  nonisolated public init(
    cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  ) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// A rectangle with a radius for each corner; a corner left out is square.
  nonisolated public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
      style: style)
  }
}

extension UnevenRoundedRectangle: InsettableShape {
  /// The rectangle in `rect`, each corner a quarter ellipse of its radius.
  public func path(in rect: CGRect) -> Path {
    let limit = min(rect.width, rect.height) / 2
    func radius(_ value: CGFloat) -> CGFloat { max(0, min(value, limit)) }
    let topLeading = radius(cornerRadii.topLeading)
    let topTrailing = radius(cornerRadii.topTrailing)
    let bottomTrailing = radius(cornerRadii.bottomTrailing)
    let bottomLeading = radius(cornerRadii.bottomLeading)
    var path = Path()
    path.move(to: CGPoint(x: rect.minX + topLeading, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX - topTrailing, y: rect.minY))
    path.addQuadCurve(
      to: CGPoint(x: rect.maxX, y: rect.minY + topTrailing),
      control: CGPoint(x: rect.maxX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomTrailing))
    path.addQuadCurve(
      to: CGPoint(x: rect.maxX - bottomTrailing, y: rect.maxY),
      control: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX + bottomLeading, y: rect.maxY))
    path.addQuadCurve(
      to: CGPoint(x: rect.minX, y: rect.maxY - bottomLeading),
      control: CGPoint(x: rect.minX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeading))
    path.addQuadCurve(
      to: CGPoint(x: rect.minX + topLeading, y: rect.minY),
      control: CGPoint(x: rect.minX, y: rect.minY))
    path.closeSubpath()
    return path
  }

  /// The rectangle made smaller by `amount` cells on every side.
  public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> {
    _InsetShape(content: self, amount: amount)
  }
}

extension UnevenRoundedRectangle: CellDrawnShape {
  var cellDrawing: ShapeCellDrawing {
    ShapeCellDrawing(
      outline: .box(
        corners: BoxCorners(
          topLeading: cornerRadii.topLeading > 0, topTrailing: cornerRadii.topTrailing > 0,
          bottomLeading: cornerRadii.bottomLeading > 0,
          bottomTrailing: cornerRadii.bottomTrailing > 0),
        isCircular: false))
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with `cornerRadii`.
  public static func rect(
    cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  )
    -> Self
  {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }

  /// A rectangle with a radius for each corner.
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) -> Self {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
      style: style)
  }
}
