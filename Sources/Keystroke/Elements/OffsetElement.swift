/// Draws its child moved by a whole number of cells while the layout keeps the child's
/// original place: the terminal's `.offset(x:y:)`. Clicks find the child where it is drawn.
@MainActor
final class OffsetElement: WrapperElement {
  override class var passesAlignmentGuides: Bool { true }

  override var drawReadsOnlyOwnValues: Bool { true }

  /// Columns to the right (negative: to the left).
  let columns: Int
  /// Rows down (negative: up).
  let rows: Int

  init(child: Element, columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    super.init(child: child)
  }

  override func place(in rect: CellRect) {
    frame = rect
    child.place(
      in: CellRect(x: rect.x + columns, y: rect.y + rows, width: rect.width, height: rect.height))
  }
}
