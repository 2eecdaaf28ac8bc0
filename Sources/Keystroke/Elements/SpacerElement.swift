/// Empty space that grows along its stack's axis.
@MainActor
final class SpacerElement: Element {
  override var drawReadsOnlyOwnValues: Bool { true }

  let minLength: Int
  var axis: Axis?

  init(minLength: Int) {
    self.minLength = max(0, minLength)
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    switch axis {
    case .horizontal:
      return CellSize(width: max(minLength, proposal.width ?? minLength), height: 0)
    case .vertical:
      return CellSize(width: 0, height: max(minLength, proposal.height ?? minLength))
    case nil:
      return CellSize(
        width: max(minLength, proposal.width ?? minLength),
        height: max(minLength, proposal.height ?? minLength))
    }
  }

  override func expands(along axis: Axis) -> Bool { self.axis == nil || self.axis == axis }
}
