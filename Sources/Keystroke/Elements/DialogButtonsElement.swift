import KeystrokeTerminal

/// An alert's buttons: side by side when the width offered holds them all whole, else one
/// above another, so a narrow terminal shows every choice in full instead of cutting each
/// label short (`[ Sa… ]`). The same button elements sit in both stacks; only the one chosen
/// by the last layout is placed and drawn.
@MainActor
final class DialogButtonsElement: Element {
  /// The buttons in a row, two cells apart.
  private let row: StackElement
  /// The buttons in a column, centred.
  private let column: StackElement
  /// Whether the last placement stacked the buttons.
  @exclusivity(unchecked) private(set) var isStacked = false

  init(buttons: [Element]) {
    row = StackElement(axis: .horizontal, spacing: 2, items: buttons)
    column = StackElement(axis: .vertical, spacing: 0, items: buttons)
  }

  override var children: [Element] { [isStacked ? column : row] }

  /// The column when the row's ideal width is wider than `proposal` offers.
  private func layout(for proposal: SizeProposal) -> StackElement {
    guard let width = proposal.width else { return row }
    let ideal = row.sizeThatFits(SizeProposal(width: nil, height: proposal.height))
    return ideal.width <= width ? row : column
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

  override func expands(along axis: Axis) -> Bool { false }
}
