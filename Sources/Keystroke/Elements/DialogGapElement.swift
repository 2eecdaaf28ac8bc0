/// The blank row between a dialog's text and its buttons: one row when the dialog has room,
/// none when it is short of rows, so a short window spends its rows on the title instead.
@MainActor
final class DialogGapElement: Element {
  override var drawReadsOnlyOwnValues: Bool { true }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    CellSize(width: 0, height: min(1, max(0, proposal.height ?? 1)))
  }

  override func expands(along axis: Axis) -> Bool { false }
}
