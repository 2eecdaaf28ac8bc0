import Foundation

extension View {
  /// Draws this view moved right by `x` and down by `y` cells (rounded to whole cells), while
  /// the views around it keep laying out as if it had not moved.
  public consuming func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    let columns = offsetCells(x)
    let rows = offsetCells(y)
    return modifier(
      ElementWrappingModifier { OffsetElement(child: $0, columns: columns, rows: rows) })
  }

  /// Draws this view moved by `offset`'s width (columns) and height (rows); see
  /// ``offset(x:y:)``.
  public consuming func offset(_ offset: CGSize) -> some View {
    self.offset(x: offset.width, y: offset.height)
  }

  /// Places the centre of this view at `x`, `y` (in cells) within the space its parent
  /// offers, which the result takes all of.
  public consuming func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    let x = x.isFinite ? x : 0
    let y = y.isFinite ? y : 0
    return modifier(ElementWrappingModifier { PositionElement(child: $0, x: x, y: y) })
  }

  /// Places the centre of this view at `position` (in cells); see ``position(x:y:)``.
  public consuming func position(_ position: CGPoint) -> some View {
    self.position(x: position.x, y: position.y)
  }
}

/// The nearest whole number of cells to an offset, which may be negative; 0 when it is not
/// finite.
private func offsetCells(_ length: CGFloat) -> Int {
  guard length.isFinite else { return 0 }
  return Int(max(-1_000_000, min(1_000_000, length.rounded())))
}
