import Foundation
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
    super.init()
    switch sizing {
    case .child(let index):
      guard items.indices.contains(index) else { break }
      setsAlignmentGuide = items[index].setsAlignmentGuide
      setsCustomAlignmentGuide = items[index].setsCustomAlignmentGuide
    case .largestChild:
      // A guide of the app's own set in a layer passes out of a ZStack, as out of a stack.
      let custom = CustomGuideMean.isSet(by: items)
      setsCustomAlignmentGuide = custom
      setsAlignmentGuide = custom
    }
  }

  override var children: [Element] { items }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    switch sizing {
    case .largestChild:
      let sizes = items.map { $0.sizeThatFits(proposal) }
      let lineUps = guidedLineUps(sizes)
      return CellSize(
        width: lineUps.horizontal?.length ?? sizes.map(\.width).max() ?? 0,
        height: lineUps.vertical?.length ?? sizes.map(\.height).max() ?? 0)
    case .child(let index):
      return items.indices.contains(index) ? items[index].sizeThatFits(proposal) : .zero
    }
  }

  override func place(in rect: CellRect) {
    frame = rect
    forEachLayer(in: rect) { item, placed in item.place(in: placed) }
  }

  /// The ZStack's dimensions at `size` with the guides of the app's own its layers set, each
  /// where the ZStack puts its layer, the mean where several do. A background or overlay
  /// passes on only the modified view's guides (see `dimensions(at:)`).
  override func containedGuideDimensions(at size: CellSize) -> ViewDimensions? {
    guard case .largestChild = sizing else { return nil }
    return CustomGuideMean.dimensions(at: size) {
      forEachLayer(in: CellRect(x: 0, y: 0, width: size.width, height: size.height), $0)
    }
  }

  /// Calls `body` with each item and where it goes when the element is placed in `rect`.
  private func forEachLayer(in rect: CellRect, _ body: (Element, CellRect) -> Void) {
    var primary: Int?
    if case .child(let index) = sizing { primary = index }
    var sizes: [CellSize] = []
    sizes.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      let size = index == primary ? rect.size : item.sizeThatFits(SizeProposal(rect.size))
      sizes.append(
        CellSize(width: min(size.width, rect.width), height: min(size.height, rect.height)))
    }
    let lineUps = guidedLineUps(sizes)
    for (index, (item, fitted)) in zip(items, sizes).enumerated() {
      var (x, y) = alignment.origin(of: fitted, in: rect)
      if let lineUp = lineUps.horizontal {
        x = rect.x + lineUp.start(of: index, in: rect.width, alignment: alignment.horizontal)
      }
      if let lineUp = lineUps.vertical {
        y = rect.y + lineUp.start(of: index, in: rect.height, alignment: alignment.vertical)
      }
      body(item, CellRect(x: x, y: y, width: fitted.width, height: fitted.height))
    }
  }

  /// Where the items lie along each axis when they take `sizes` and one sets the guide the
  /// alignment names for that axis (`.alignmentGuide(_:computeValue:)`), or that guide is one
  /// of the app's own (``AlignmentID``): they line up at their values of it. For a
  /// background or overlay the modified view stays where it is and the others move to its
  /// guide. `nil` for an axis where no item sets a built-in guide.
  private func guidedLineUps(_ sizes: [CellSize]) -> (
    horizontal: LayerLineUp?, vertical: LayerLineUp?
  ) {
    let horizontalCustom = alignment.horizontal.isCustom
    let verticalCustom = alignment.vertical.isCustom
    guard horizontalCustom || verticalCustom || items.contains(where: \.setsAlignmentGuide)
    else { return (nil, nil) }
    var horizontalGuides: [Int] = []
    var verticalGuides: [Int] = []
    var horizontalExplicit = horizontalCustom
    var verticalExplicit = verticalCustom
    for (item, size) in zip(items, sizes) {
      let dimensions = item.dimensions(at: size)
      horizontalExplicit = horizontalExplicit || dimensions[explicit: alignment.horizontal] != nil
      verticalExplicit = verticalExplicit || dimensions[explicit: alignment.vertical] != nil
      horizontalGuides.append(GuideLineUp.cells(dimensions[alignment.horizontal]))
      verticalGuides.append(GuideLineUp.cells(dimensions[alignment.vertical]))
    }
    var primary: Int?
    if case .child(let index) = sizing, items.indices.contains(index) { primary = index }
    func lineUp(_ guides: [Int], _ lengths: [Int]) -> LayerLineUp {
      if let primary {
        return .onPrimary(positions: guides.map { guides[primary] - $0 })
      }
      return .grown(GuideLineUp(guides: guides, lengths: lengths))
    }
    return (
      horizontalExplicit ? lineUp(horizontalGuides, sizes.map(\.width)) : nil,
      verticalExplicit ? lineUp(verticalGuides, sizes.map(\.height)) : nil
    )
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
  override class var passesAlignmentGuides: Bool { true }
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
