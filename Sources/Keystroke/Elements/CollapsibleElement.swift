/// An element a column may leave out when it is short of rows: offered no rows it asks for
/// none and draws nothing, where its child would still take a row and be cut (a dialog's
/// message, which gives way to its title).
@MainActor
final class CollapsibleElement: Element {
  let child: Element

  init(child: Element) {
    self.child = child
  }

  override var children: [Element] { frame.height > 0 ? [child] : [] }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    proposal.height == 0 ? .zero : child.sizeThatFits(proposal)
  }

  override func place(in rect: CellRect) {
    place(in: rect, proposal: SizeProposal(rect.size))
  }

  override func place(in rect: CellRect, proposal: SizeProposal) {
    frame = rect
    if rect.height > 0 { child.place(in: rect, proposal: proposal) }
  }

  override func expands(along axis: Axis) -> Bool { child.expands(along: axis) }
}
