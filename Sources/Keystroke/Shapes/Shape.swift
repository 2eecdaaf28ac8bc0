import Foundation

/// A 2D shape that can be drawn as a view, SwiftUI's `Shape`.
///
/// On a character grid a shape is drawn by cells. The standard shapes (``Rectangle``,
/// ``RoundedRectangle``, ``Capsule``, ``Circle``, ``Ellipse``, ``UnevenRoundedRectangle``) are
/// drawn with box-drawing lines when stroked (`┌─┐` square corners, `╭─╮` rounded ones) and as
/// solid cells when filled. A shape of your own is drawn from its ``path(in:)``, given the
/// rectangle in cells: filled, every cell whose centre lies inside the path; stroked, every
/// cell its lines pass through. A shape with no fill or stroke is filled with the foreground
/// style, and takes all the space it is offered, as in SwiftUI.
public protocol Shape: Sendable, Animatable, View {
  /// Describes the shape as a path within `rect` (in cells).
  func path(in rect: CGRect) -> Path

  /// How the shape is meant to be drawn; `.fill` unless the shape says otherwise.
  static var role: ShapeRole { get }

  /// The size of the shape for a proposal. By default the proposal, with 10 columns by 5 rows
  /// (about square on a terminal) for a dimension left unspecified.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
  /// Shapes are filled by default.
  public static var role: ShapeRole { .fill }

  /// The proposal, with 10 columns by 5 rows for an unspecified dimension.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: CGSize(width: 10, height: 5))
  }

  /// A shape on its own is filled with the foreground style.
  public var body: _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle())
  }

  /// Fills the shape with `content` (the foreground style by default).
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
    -> _ShapeView<Self, S>
  {
    _ShapeView(shape: self, style: content, fillStyle: style)
  }

  /// Draws the shape's outline in `content`. Cells draw one line: `lineWidth` 2 or more draws
  /// heavy lines (`┏━┓`), a `dash` draws dashed ones (`╌`).
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> some View
  {
    _ShapeView(shape: _StrokedShape(shape: self, style: style), style: content)
  }

  /// Draws the shape's outline in `content`; `lineWidth` 2 or more draws heavy lines.
  public func stroke<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }

  /// The shape's outline as a shape, drawn in the foreground style unless filled.
  public func stroke(style: StrokeStyle) -> some Shape {
    _StrokedShape(shape: self, style: style)
  }

  /// The shape's outline as a shape; `lineWidth` 2 or more draws heavy lines.
  public func stroke(lineWidth: CGFloat = 1) -> some Shape {
    _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
  }
}

/// How a shape is meant to be drawn.
public enum ShapeRole: Hashable, Sendable {
  /// Filled.
  case fill
  /// Outlined.
  case stroke
  /// A separator.
  case separator
}
