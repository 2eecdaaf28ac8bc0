import KeystrokeTerminal

/// Two elements' arrangements of the same children, side by side or one above another,
/// chosen at each layout by the width offered (``fitsInRow(_:width:)``). Only the arrangement the
/// last layout chose is placed and drawn. Subclasses make the two stacks and say when the row
/// fits.
@MainActor
class RowOrColumnElement: Element {
  /// The children side by side.
  let row: StackElement
  /// The children one above another.
  let column: StackElement
  /// Whether the last placement chose the column.
  @exclusivity(unchecked) private(set) var isStacked = false

  init(row: StackElement, column: StackElement) {
    self.row = row
    self.column = column
  }

  override var children: [Element] { [isStacked ? column : row] }

  /// Whether the row fits in the `width` columns `proposal` offers. A proposal with no width
  /// always takes the row.
  func fitsInRow(_ proposal: SizeProposal, width: Int) -> Bool { true }

  private func layout(for proposal: SizeProposal) -> StackElement {
    guard let width = proposal.width else { return row }
    return fitsInRow(proposal, width: width) ? row : column
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    layout(for: proposal).sizeThatFits(proposal)
  }

  override func place(in rect: CellRect) {
    place(in: rect, proposal: SizeProposal(rect.size))
  }

  override func place(in rect: CellRect, proposal: SizeProposal) {
    frame = rect
    let chosen = layout(for: proposal)
    isStacked = chosen === column
    chosen.place(in: rect, proposal: proposal)
  }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    (isStacked ? column : row).draw(into: &screen, clip: clip)
  }
}
