import KeystrokeTerminal

/// An alert's buttons: side by side when the width offered holds them all whole, else one
/// above another, so a narrow terminal shows every choice in full instead of cutting each
/// label short (`[ Sa… ]`). The same button elements sit in both stacks; only the one chosen
/// by the last layout is placed and drawn.
@MainActor
final class DialogButtonsElement: RowOrColumnElement {
  /// The buttons in a row, two cells apart, or in a column, centred.
  init(buttons: [Element]) {
    super.init(
      row: StackElement(axis: .horizontal, spacing: 2, items: buttons),
      column: StackElement(axis: .vertical, spacing: 0, items: buttons))
  }

  /// The row when its ideal width fits what `proposal` offers.
  override func fitsInRow(_ proposal: SizeProposal, width: Int) -> Bool {
    row.sizeThatFits(SizeProposal(width: nil, height: proposal.height)).width <= width
  }

  override func expands(along axis: Axis) -> Bool { false }
}
