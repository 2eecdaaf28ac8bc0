import Foundation

/// Takes all the space offered and draws its child centred on a point of it, counted in cells
/// from its top-leading corner: the terminal's `.position(x:y:)`. The child's middle cell (the
/// one after the middle, for an even size) is drawn on the cell at the point.
@MainActor
final class PositionElement: WrapperElement {
  override var drawReadsOnlyOwnValues: Bool { true }

  /// The column of the child's centre, from the leading edge.
  let x: CGFloat
  /// The row of the child's centre, from the top edge.
  let y: CGFloat

  init(child: Element, x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
    super.init(child: child)
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    // A dimension left unspecified (a scroll direction, `fixedSize`) takes the child's.
    let ideal = child.sizeThatFits(.unspecified)
    return proposal.replacingUnspecified(with: ideal)
  }

  override func place(in rect: CellRect) {
    frame = rect
    let size = child.sizeThatFits(SizeProposal(rect.size))
    // The middle cell (the one after the middle, for an even size) lands on the point's cell.
    let left = Self.cell(x - CGFloat(size.width) / 2)
    let top = Self.cell(y - CGFloat(size.height) / 2)
    child.place(
      in: CellRect(x: rect.x + left, y: rect.y + top, width: size.width, height: size.height))
  }

  override func expands(along axis: Axis) -> Bool { true }

  /// The nearest cell to a coordinate, a half rounding up.
  private static func cell(_ coordinate: CGFloat) -> Int {
    Int(max(-1_000_000, min(1_000_000, coordinate.rounded(.toNearestOrAwayFromZero))))
  }
}
