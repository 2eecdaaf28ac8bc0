import KeystrokeTerminal

/// Children drawn on top of each other, each aligned in the shared frame: ZStack, and a view
/// with its background or overlay.
@MainActor
final class LayeredElement: Element {
  override var drawReadsOnlyOwnValues: Bool { true }

  /// How the frame's size is decided.
  enum Sizing {
    /// As large as the largest child (ZStack).
    case largestChild
    /// As large as the child at this index (the modified view of a background or overlay).
    case child(Int)
  }

  let items: [Element]
  let alignment: Alignment
  let sizing: Sizing

  init(items: [Element], alignment: Alignment, sizing: Sizing) {
    self.items = items
    self.alignment = alignment
    self.sizing = sizing
  }

  override var children: [Element] { items }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    switch sizing {
    case .largestChild:
      let sizes = items.map { $0.sizeThatFits(proposal) }
      return CellSize(
        width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    case .child(let index):
      return items.indices.contains(index) ? items[index].sizeThatFits(proposal) : .zero
    }
  }

  override func place(in rect: CellRect) {
    frame = rect
    for (index, item) in items.enumerated() {
      let isPrimary: Bool
      if case .child(let primary) = sizing {
        isPrimary = primary == index
      } else {
        isPrimary = false
      }
      let size = isPrimary ? rect.size : item.sizeThatFits(SizeProposal(rect.size))
      let fitted = CellSize(
        width: min(size.width, rect.width), height: min(size.height, rect.height))
      let origin = alignment.origin(of: fitted, in: rect)
      item.place(in: CellRect(x: origin.x, y: origin.y, width: fitted.width, height: fitted.height))
    }
  }

  override func expands(along axis: Axis) -> Bool {
    switch sizing {
    case .largestChild: return items.contains { $0.expands(along: axis) }
    case .child(let index):
      return items.indices.contains(index) && items[index].expands(along: axis)
    }
  }
}

/// Fills its frame with a background color (a `Color` used as a view).
@MainActor
final class FillElement: Element {
  override var drawReadsOnlyOwnValues: Bool { true }

  let color: TerminalColor

  init(color: TerminalColor) { self.color = color }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    CellSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
  }

  override func expands(along axis: Axis) -> Bool { true }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    let visible = frame.intersection(clip)
    guard visible.width > 0, visible.height > 0 else { return }
    let style = screen.intern(CellStyle(background: color))
    screen.fill(
      x: visible.x, y: visible.y, width: visible.width, height: visible.height, style: style)
  }
}

/// Proposes the child its ideal size along the fixed axes, so text does not wrap or truncate.
@MainActor
final class FixedSizeElement: WrapperElement {
  override var drawReadsOnlyOwnValues: Bool { true }

  let horizontal: Bool
  let vertical: Bool

  init(child: Element, horizontal: Bool, vertical: Bool) {
    self.horizontal = horizontal
    self.vertical = vertical
    super.init(child: child)
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    child.sizeThatFits(
      SizeProposal(
        width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
  }
}
