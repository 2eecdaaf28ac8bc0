import Foundation

/// A rectangle with rounded corners, SwiftUI's `RoundedRectangle`: stroked with `╭─╮│╰─╯`, or
/// with square corners when the radius is 0.
public struct RoundedRectangle: Sendable {
  /// The size of the corners' curves.
  public var cornerSize: CGSize
  /// The style of the corners.
  public var style: RoundedCornerStyle

  /// A rounded rectangle with corners of `cornerSize`.
  nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  /// A rounded rectangle with corners of `cornerRadius`.
  nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }
}

extension RoundedRectangle: InsettableShape {
  /// The rounded rectangle in `rect`.
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerSize: cornerSize, style: style)
  }

  /// The rounded rectangle made smaller by `amount` cells on every side.
  public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
    _InsetShape(content: self, amount: amount)
  }
}

extension RoundedRectangle: CellDrawnShape {
  var cellDrawing: ShapeCellDrawing {
    let isRounded = cornerSize.width > 0 && cornerSize.height > 0
    return ShapeCellDrawing(
      outline: .box(corners: isRounded ? .rounded : .square, isCircular: false))
  }
}

extension Shape where Self == RoundedRectangle {
  /// A rectangle with corners of `cornerRadius`.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }

  /// A rectangle with corners of `cornerSize`.
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}
