/// A window's or sheet's content, telling `.containerRelativeFrame` views inside the size it is
/// placed at (see ``ContainerSize``).
final class ContainerBoundsElement: Element {
  override var drawReadsOnlyOwnValues: Bool { true }

  let child: Element
  let container: ContainerSize

  init(child: Element, container: ContainerSize) {
    self.child = child
    self.container = container
  }

  override var children: [Element] { [child] }

  override func measure(_ proposal: SizeProposal) -> CellSize { child.sizeThatFits(proposal) }

  override func expands(along axis: Axis) -> Bool { child.expands(along: axis) }

  override func place(in rect: CellRect, proposal: SizeProposal) {
    frame = rect
    if container.place(at: rect.size) { child.forgetMeasurements() }
    child.place(in: rect, proposal: proposal)
  }

  override func place(in rect: CellRect) {
    place(in: rect, proposal: SizeProposal(rect.size))
  }
}
