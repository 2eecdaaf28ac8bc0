/// One clip shape of a ``GraphicsContext``, in the canvas's cells: drawing keeps to the cells
/// whose centres lie inside it (outside it, when inverted).
struct CanvasClip {
  /// The shape, already moved by the context's transform.
  var path: Path
  /// Whether the even-odd rule decides what is inside.
  var evenOdd: Bool
  /// Whether drawing keeps outside the shape instead.
  var inverse: Bool

  /// Which cells of `window` on a `width` by `height` grid the clip lets through, row by row.
  func mask(width: Int, height: Int, window: CellRect) -> [Bool] {
    let inside = PathRaster.fill(
      path, width: width, height: height, evenOdd: evenOdd, window: window)
    return inverse ? inside.map { !$0 } : inside
  }
}
