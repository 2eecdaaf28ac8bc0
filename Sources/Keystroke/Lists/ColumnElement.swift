import KeystrokeTerminal

/// Stacks rows top to bottom at their ideal heights, leading-aligned, as a form's content
/// inside its scrolling window. Unlike a vertical stack it never shares out a limited height,
/// so each row is measured once for a width.
@MainActor
final class ColumnElement: Element {
  let items: [Element]

  init(items: [Element]) { self.items = items }

  override var children: [Element] { items }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    var width = 0
    var height = 0
    for item in items {
      let size = item.sizeThatFits(SizeProposal(width: proposal.width, height: nil))
      width = max(width, size.width)
      height += size.height
    }
    return CellSize(width: width, height: height)
  }

  override func place(in rect: CellRect) {
    frame = rect
    var y = rect.y
    for item in items {
      let size = item.sizeThatFits(SizeProposal(width: rect.width, height: nil))
      let width = item.expands(along: .horizontal) ? rect.width : min(size.width, rect.width)
      item.place(in: CellRect(x: rect.x, y: y, width: width, height: size.height))
      y += size.height
    }
  }

  override func expands(along axis: Axis) -> Bool {
    axis == .horizontal && items.contains { $0.expands(along: .horizontal) }
  }
}
