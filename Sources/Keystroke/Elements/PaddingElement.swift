/// Adds space around a child.
@MainActor
final class PaddingElement: Element {
  override var drawReadsOnlyOwnValues: Bool { true }

  let child: Element
  let top: Int
  let leading: Int
  let bottom: Int
  let trailing: Int

  init(child: Element, top: Int, leading: Int, bottom: Int, trailing: Int) {
    self.child = child
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
    super.init()
    setsAlignmentGuide = child.setsAlignmentGuide
    setsCustomAlignmentGuide = child.setsCustomAlignmentGuide
  }

  override var children: [Element] { [child] }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    let inner = SizeProposal(
      width: proposal.width.map { $0 - leading - trailing },
      height: proposal.height.map { $0 - top - bottom })
    let size = child.sizeThatFits(inner)
    return CellSize(width: size.width + leading + trailing, height: size.height + top + bottom)
  }

  override func place(in rect: CellRect) {
    frame = rect
    child.place(in: rect.inset(top: top, leading: leading, bottom: bottom, trailing: trailing))
  }
}
