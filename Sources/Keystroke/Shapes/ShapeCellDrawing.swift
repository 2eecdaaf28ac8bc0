import Foundation

/// A standard shape that says how it is drawn on cells, instead of being drawn from its path.
@MainActor
protocol CellDrawnShape {
  /// How the shape is drawn.
  var cellDrawing: ShapeCellDrawing { get }
}

/// How a shape is drawn on a character grid: its outline, and whether it is stroked.
struct ShapeCellDrawing {
  /// What the outline is.
  enum Outline {
    /// A box along the rectangle's edges, with each corner square or rounded; `isCircular`
    /// keeps it about as wide as tall on screen (two columns a row), centred, as a circle is.
    case box(corners: BoxCorners, isCircular: Bool)
    /// The shape's own path, drawn by cells.
    case path(@MainActor (CGRect) -> Path)
  }

  var outline: Outline
  /// Cells taken off every side of the frame before drawing.
  var inset: CGFloat = 0
  /// The stroke, or `nil` for a filled shape.
  var stroke: StrokeStyle?
  /// For a path that runs along the box's edge cells (a trimmed standard shape): stroked cells
  /// on the edge are drawn with the box's glyphs, corners as these say, instead of blocks.
  var boxGlyphs: BoxCorners?
  /// Whether the shape is drawn in the centred part of its frame about as wide as tall on
  /// screen (two columns a row), as a circle is; set for a box from its outline.
  var isCircular = false

  init(outline: Outline, inset: CGFloat = 0, stroke: StrokeStyle? = nil) {
    self.outline = outline
    self.inset = inset
    self.stroke = stroke
    if case .box(_, isCircular: true) = outline { isCircular = true }
  }

  /// How `shape` is drawn: a standard shape's own drawing, else its path.
  @MainActor
  static func of<S: Shape>(_ shape: S) -> ShapeCellDrawing {
    if let drawn = shape as? any CellDrawnShape { return drawn.cellDrawing }
    return ShapeCellDrawing(outline: .path { shape.path(in: $0) })
  }
}

/// Which corners of a box are rounded (`╭`) rather than square (`┌`).
struct BoxCorners: Hashable {
  var topLeading: Bool
  var topTrailing: Bool
  var bottomLeading: Bool
  var bottomTrailing: Bool

  /// Every corner square.
  static let square = BoxCorners(
    topLeading: false, topTrailing: false, bottomLeading: false, bottomTrailing: false)
  /// Every corner rounded.
  static let rounded = BoxCorners(
    topLeading: true, topTrailing: true, bottomLeading: true, bottomTrailing: true)
}
