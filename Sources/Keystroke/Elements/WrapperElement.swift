/// An element around one child that, unless a subclass says otherwise, takes the child's size,
/// gives the child its whole frame and draws it: the base of borders, focus highlights and
/// fixed-size wrappers, which each change one step.
@MainActor
class WrapperElement: Element {
  let child: Element

  init(child: Element) {
    self.child = child
    super.init()
    setsAlignmentGuide = Self.passesAlignmentGuides && child.setsAlignmentGuide
    setsCustomAlignmentGuide = Self.passesAlignmentGuides && child.setsCustomAlignmentGuide
  }

  /// Whether alignment guides set inside pass out through this wrapper: `true` for the
  /// wrappers that keep the view where it is (borders, clips, offsets, opacity).
  class var passesAlignmentGuides: Bool { false }

  override var children: [Element] { [child] }

  override func measure(_ proposal: SizeProposal) -> CellSize { child.sizeThatFits(proposal) }

  override func place(in rect: CellRect) {
    frame = rect
    child.place(in: rect)
  }

  override func expands(along axis: Axis) -> Bool { child.expands(along: axis) }
}
