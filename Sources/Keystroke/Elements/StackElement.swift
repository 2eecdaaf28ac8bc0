import Foundation
import KeystrokeTerminal

/// Lays children out in a row or a column, SwiftUI's way: space is offered first to the
/// least flexible children, higher layout priorities first, and what they leave goes to the rest.
@MainActor
final class StackElement: Element {
  override var drawReadsOnlyOwnValues: Bool { true }

  let axis: Axis
  let horizontalAlignment: HorizontalAlignment
  let verticalAlignment: VerticalAlignment
  let spacing: Int
  let items: [Element]

  init(
    axis: Axis, horizontalAlignment: HorizontalAlignment = .center,
    verticalAlignment: VerticalAlignment = .center, spacing: Int, items: [Element]
  ) {
    self.axis = axis
    self.horizontalAlignment = horizontalAlignment
    self.verticalAlignment = verticalAlignment
    self.spacing = max(0, spacing)
    self.items = items
    alignsByCustomGuide =
      axis == .horizontal ? verticalAlignment.isCustom : horizontalAlignment.isCustom
    super.init()
    // A guide of the app's own set inside passes out of the stack.
    let custom = CustomGuideMean.isSet(by: items)
    setsCustomAlignmentGuide = custom
    setsAlignmentGuide = custom
  }

  /// Whether the stack aligns its items by a guide of the app's own (``AlignmentID``): then
  /// they always line up at their values of it, set or default.
  private let alignsByCustomGuide: Bool

  override var children: [Element] { items }

  override var measuresAsItDraws: Bool { true }

  override func drawsLike(_ other: Element) -> Bool {
    if other === self { return true }
    guard let other = other as? StackElement, other.axis == axis, other.spacing == spacing,
      other.horizontalAlignment == horizontalAlignment,
      other.verticalAlignment == verticalAlignment, other.items.count == items.count
    else { return false }
    for (item, otherItem) in zip(items, other.items) where !item.drawsLike(otherItem) {
      return false
    }
    return true
  }

  /// Draws the items that meet `clip`: in a long scrolled stack most lie outside the window.
  /// Items are placed in order along the axis, so the first one that can meet the clip is
  /// found by halving, and drawing stops at the first one past it.
  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    let vertical = axis == .vertical
    let clipStart = vertical ? clip.y : clip.x
    let clipEnd = vertical ? clip.maxY : clip.maxX
    var low = 0
    var high = items.count
    while low < high {
      let middle = (low + high) / 2
      let frame = items[middle].frame
      if (vertical ? frame.maxY : frame.maxX) <= clipStart {
        low = middle + 1
      } else {
        high = middle
      }
    }
    for index in low..<items.count {
      let item = items[index]
      let frame = item.frame
      if (vertical ? frame.y : frame.x) >= clipEnd { break }
      if frame.intersects(clip) {
        DrawMemo.draw(item, into: &screen, clip: clip, previous: predecessors?[index])
      }
    }
    predecessors = nil
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    layout(proposal).size
  }

  /// The stack's size when its items take `sizes`.
  private func size(holding sizes: [CellSize]) -> CellSize {
    // Plain loops: a main-actor method passed to `map` or `reduce` is checked for isolation on
    // every call, which a layout pays for each child of each stack.
    var main = totalSpacing
    var cross = 0
    for size in sizes {
      main += mainLength(size)
      cross = max(cross, crossLength(size))
    }
    if let guided = guidedCross(sizes) { cross = guided.length }
    return axis == .horizontal
      ? CellSize(width: main, height: cross) : CellSize(width: cross, height: main)
  }

  override func place(in rect: CellRect) {
    place(in: rect, proposal: SizeProposal(rect.size))
  }

  /// The items and layout of the stack this one replaces at the same place in the tree: an
  /// item kept from that update answers with the size it gave then, and is not placed again
  /// in the rectangle it already has. Dropped once this stack is placed.
  @exclusivity(unchecked) private var inherited: (items: [Element], layouts: [StackLayout])?
  /// Where the replaced stack was last placed, while it is still needed.
  @exclusivity(unchecked) private var inheritedPlacement: StackPlacement?
  /// Where this stack's items differ from the replaced stack's, when only a few do.
  @exclusivity(unchecked) private var inheritedChanges: [Int]?
  /// Where this stack was last placed: the rectangle, the proposal it laid out for, and the
  /// items' sizes.
  @exclusivity(unchecked) private var lastPlacement: StackPlacement?

  /// The items of the stack this one replaces, one for each of this stack's, until this stack
  /// is first drawn: an item made anew that draws like the one before it takes over its
  /// drawing (see `DrawMemo`).
  @exclusivity(unchecked) private var predecessors: [Element]?

  /// The items of the stack this one replaces, while they are still needed.
  var inheritedItems: [Element] { inherited?.items ?? [] }

  /// Takes over what `previous` (the element the same view built last time) learned, when it
  /// is a stack laid out along the same axis.
  func inherit(from previous: Element?) {
    guard let previous = previous as? StackElement, previous.axis == axis,
      previous.spacing == spacing, !previous.layouts.isEmpty
    else { return }
    inherited = (previous.items, previous.layouts)
    predecessors = previous.items.count == items.count ? previous.items : nil
    if let predecessors {
      // A new item that draws like the one it replaces answers the sizes that one did.
      for index in items.indices
      where items[index] !== predecessors[index] && items[index].drawsLike(predecessors[index]) {
        items[index].takeMeasurements(from: predecessors[index])
      }
    }
    inheritedPlacement = previous.lastPlacement
    inheritedChanges = Self.changedIndices(from: previous.items, to: items)
    if let inheritedChanges { inheritExpansion(from: previous, changed: inheritedChanges) }
  }

  /// The positions where `new` holds another element than `old`, when the two are as long and
  /// differ in at most a few places (a stack of kept rows around a changed one); else `nil`.
  private static func changedIndices(from old: [Element], to new: [Element]) -> [Int]? {
    guard old.count == new.count else { return nil }
    var changed: [Int] = []
    for index in new.indices where old[index] !== new[index] {
      changed.append(index)
      if changed.count > 8 { return nil }
    }
    return changed
  }

  /// Works out whether this stack expands from what the replaced one found, looking only at
  /// the items that are new: a stack of a thousand kept rows does not ask each of them again.
  private func inheritExpansion(from previous: StackElement, changed: [Int]) {
    for axis in [Axis.horizontal, .vertical] {
      guard let known = previous.expansion(along: axis) else { continue }
      let firstChanged = changed.first { items[$0].expands(along: axis) }
      if let known {
        // The kept items before the first expanding one still do not expand; if that one was
        // replaced, the next may lie anywhere, and is looked for when asked.
        guard !changed.contains(known) else { continue }
        setExpansion(min(known, firstChanged ?? known), along: axis)
      } else {
        // No item expanded: of these, only a new one can.
        setExpansion(firstChanged, along: axis)
      }
    }
  }

  /// Whether `item` at `index` is the element the replaced stack held there.
  private func isInherited(_ item: Element, at index: Int) -> Bool {
    guard let inherited, index < inherited.items.count else { return false }
    return inherited.items[index] === item
  }

  override func place(in rect: CellRect, proposal: SizeProposal) {
    defer {
      inherited = nil
      inheritedPlacement = nil
      inheritedChanges = nil
    }
    frame = rect
    // The measured layout holds unless a child would grow across the stack to fill the
    // rectangle (a divider beside two lines of text spans both): then lay out for the
    // rectangle itself.
    let exact = SizeProposal(rect.size)
    let crossAxis: Axis = axis == .horizontal ? .vertical : .horizontal
    let fills = proposal != exact && expands(along: crossAxis)
    let used = fills ? exact : proposal
    let sizes = layout(used).sizes
    // Along an open main axis each item was measured with its ideal proposal; placed with
    // it, an item that is a stack keeps that layout rather than working out a new one.
    let openMain = (axis == .horizontal ? used.width : used.height) == nil
    let itemProposal = self.proposal(
      main: nil, cross: axis == .horizontal ? used.height : used.width)
    let placement = StackPlacement(rect: rect, proposal: used, sizes: sizes)
    lastPlacement = placement
    // Placed where the replaced stack was, with the same sizes: every kept item already sits
    // in its rectangle, so only the new ones are placed, in the rectangles of those they
    // replace.
    if let inherited, let changes = inheritedChanges, inheritedPlacement == placement {
      for index in changes {
        let target = inherited.items[index].frame
        if openMain {
          items[index].place(in: target, proposal: itemProposal)
        } else {
          items[index].place(in: target)
        }
      }
      return
    }
    var offset = 0
    let guided = guidedCross(sizes)
    let guidedStart =
      guided.map {
        axis == .horizontal
          ? verticalAlignment.offset(child: $0.length, in: rect.height)
          : horizontalAlignment.offset(child: $0.length, in: rect.width)
      } ?? 0
    for (index, (item, size)) in zip(items, sizes).enumerated() {
      let target: CellRect
      if axis == .horizontal {
        let y =
          rect.y
          + (guided.map { guidedStart + $0.positions[index] }
            ?? verticalAlignment.offset(child: size.height, in: rect.height))
        target = CellRect(x: rect.x + offset, y: y, width: size.width, height: size.height)
        offset += size.width + spacing
      } else {
        let x =
          rect.x
          + (guided.map { guidedStart + $0.positions[index] }
            ?? horizontalAlignment.offset(child: size.width, in: rect.width))
        target = CellRect(x: x, y: rect.y + offset, width: size.width, height: size.height)
        offset += size.height + spacing
      }
      // A kept item already sits in this rectangle: placing is a function of the element
      // and its rectangle, so it would come out the same.
      if item.frame == target, isInherited(item, at: index) { continue }
      if openMain {
        item.place(in: target, proposal: itemProposal)
      } else {
        item.place(in: target)
      }
    }
  }

  override func expands(along axis: Axis) -> Bool {
    // Asked of every stack on each placement; the items never change, so neither does this.
    if let known = expansion(along: axis) { return known != nil }
    // A plain loop: a closure calling a main-actor method checks isolation on every call.
    var first: Int?
    for index in items.indices where items[index].expands(along: axis) {
      first = index
      break
    }
    setExpansion(first, along: axis)
    return first != nil
  }

  /// The first item that expands along `axis` (`.some(nil)` when none does), once known.
  private func expansion(along axis: Axis) -> Int?? {
    axis == .horizontal ? expandingHorizontally : expandingVertically
  }

  private func setExpansion(_ first: Int?, along axis: Axis) {
    if axis == .horizontal {
      expandingHorizontally = .some(first)
    } else {
      expandingVertically = .some(first)
    }
  }

  @exclusivity(unchecked) private var expandingHorizontally: Int??
  @exclusivity(unchecked) private var expandingVertically: Int??

  private var totalSpacing: Int { spacing * max(0, items.count - 1) }

  /// Whether an item sets an alignment guide, once known: the items never change.
  @exclusivity(unchecked) private var knownItemsSetGuides: Bool?

  /// Whether the items line up at their guides: an item sets an alignment guide
  /// (`.alignmentGuide(_:computeValue:)`), or the stack aligns by a guide of the app's own.
  private var itemsSetGuides: Bool {
    if let known = knownItemsSetGuides { return known }
    var found = alignsByCustomGuide
    if !found {
      for item in items where item.setsAlignmentGuide {
        found = true
        break
      }
    }
    knownItemsSetGuides = found
    return found
  }

  /// Where each item lies across the stack when the items take `sizes` and one sets the guide
  /// the stack aligns by, or that guide is one of the app's own: the items line up at their
  /// values of that guide (rounded to a cell), and the stack is as long across as the
  /// lined-up items reach. `nil` when no item sets a built-in guide, and each item is simply
  /// aligned in the stack's length.
  private func guidedCross(_ sizes: [CellSize]) -> GuideLineUp? {
    guard itemsSetGuides else { return nil }
    var guides: [Int] = []
    guides.reserveCapacity(sizes.count)
    var lengths: [Int] = []
    lengths.reserveCapacity(sizes.count)
    var explicit = alignsByCustomGuide
    for (item, size) in zip(items, sizes) {
      let dimensions = item.dimensions(at: size)
      let value: CGFloat
      if axis == .horizontal {
        explicit = explicit || dimensions[explicit: verticalAlignment] != nil
        value = dimensions[verticalAlignment]
      } else {
        explicit = explicit || dimensions[explicit: horizontalAlignment] != nil
        value = dimensions[horizontalAlignment]
      }
      guides.append(GuideLineUp.cells(value))
      lengths.append(crossLength(size))
    }
    return explicit ? GuideLineUp(guides: guides, lengths: lengths) : nil
  }

  /// The stack's dimensions at `size` with the guides of the app's own its items set: each
  /// where the item that sets it puts it, and the mean where several do (SwiftUI's default
  /// way of combining a guide its children set).
  override func containedGuideDimensions(at size: CellSize) -> ViewDimensions? {
    var result = CustomGuideMean(size)
    let sizes = layout(SizeProposal(size)).sizes
    let guided = guidedCross(sizes)
    let across = crossLength(size)
    let guidedStart =
      guided.map {
        axis == .horizontal
          ? verticalAlignment.offset(child: $0.length, in: across)
          : horizontalAlignment.offset(child: $0.length, in: across)
      } ?? 0
    var along = 0
    for (index, (item, itemSize)) in zip(items, sizes).enumerated() {
      defer { along += mainLength(itemSize) + spacing }
      guard item.setsCustomAlignmentGuide else { continue }
      let cross =
        guided.map { guidedStart + $0.positions[index] }
        ?? (axis == .horizontal
          ? verticalAlignment.offset(child: itemSize.height, in: across)
          : horizontalAlignment.offset(child: itemSize.width, in: across))
      result.add(
        item.dimensions(at: itemSize), x: axis == .horizontal ? along : cross,
        y: axis == .horizontal ? cross : along)
    }
    return result.dimensions
  }

  nonisolated private func mainLength(_ size: CellSize) -> Int {
    axis == .horizontal ? size.width : size.height
  }

  nonisolated private func crossLength(_ size: CellSize) -> Int {
    axis == .horizontal ? size.height : size.width
  }

  nonisolated private func proposal(main: Int?, cross: Int?) -> SizeProposal {
    axis == .horizontal
      ? SizeProposal(width: main, height: cross) : SizeProposal(width: cross, height: main)
  }

  /// The last few proposals and the sizes they gave, newest last, so placing a stack just
  /// measured with the same proposal does not lay it out again. A scroll view asks twice
  /// (with and without room for its scroll bar), so two are kept.
  @exclusivity(unchecked) private var layouts: [StackLayout] = []

  override func forgetMeasurements() {
    layouts = []
    super.forgetMeasurements()
  }

  /// The size of each child for a proposal, in child order, and the stack's own.
  private func layout(_ proposal: SizeProposal) -> StackLayout {
    for known in layouts where known.proposal == proposal { return known }
    let laidOut: StackLayout
    if let kept = keptLayout(for: proposal) {
      laidOut = kept
    } else {
      let sizes = computeLayout(proposal)
      laidOut = StackLayout(proposal: proposal, sizes: sizes, size: size(holding: sizes))
    }
    if layouts.count == 2 { layouts.removeFirst() }
    layouts.append(laidOut)
    return laidOut
  }

  /// The layout for `proposal` worked out from the replaced stack's when only a few items are
  /// new (a thousand kept rows around a changed one) and each item takes its ideal length (an
  /// open main axis, where a kept item's size does not depend on the others): the kept sizes
  /// are taken whole, only the new items are asked, and the stack's own size is adjusted by
  /// their difference. `nil` when there is no such layout to start from, or when a new item is
  /// shorter across the stack than the one it replaced, which may have been the longest.
  private func keptLayout(for proposal: SizeProposal) -> StackLayout? {
    let cross = axis == .horizontal ? proposal.height : proposal.width
    guard (axis == .horizontal ? proposal.width : proposal.height) == nil,
      !itemsSetGuides, let changes = inheritedChanges,
      let kept = inherited?.layouts.first(where: { $0.proposal == proposal }),
      kept.sizes.count == items.count
    else { return nil }
    let ideal = self.proposal(main: nil, cross: cross)
    var sizes = kept.sizes
    var main = mainLength(kept.size)
    var across = crossLength(kept.size)
    for index in changes {
      let old = kept.sizes[index]
      let new = items[index].sizeThatFits(ideal)
      if crossLength(new) < crossLength(old), crossLength(old) == across { return nil }
      sizes[index] = new
      main += mainLength(new) - mainLength(old)
      across = max(across, crossLength(new))
    }
    let size =
      axis == .horizontal
      ? CellSize(width: main, height: across) : CellSize(width: across, height: main)
    return StackLayout(proposal: proposal, sizes: sizes, size: size)
  }

  private func computeLayout(_ proposal: SizeProposal) -> [CellSize] {
    let offeredMain = axis == .horizontal ? proposal.width : proposal.height
    let cross = axis == .horizontal ? proposal.height : proposal.width
    guard let offeredMain else {
      let ideal = self.proposal(main: nil, cross: cross)
      // Each item's size is its own ideal one: a kept item answers as it did for the stack
      // it was kept from, when that stack had the same proposal.
      let keptItems = inherited?.items ?? []
      let keptSizes = inherited?.layouts.first { $0.proposal == proposal }?.sizes
      var sizes: [CellSize] = []
      sizes.reserveCapacity(items.count)
      for (index, item) in items.enumerated() {
        if let keptSizes, index < keptItems.count, keptItems[index] === item {
          sizes.append(keptSizes[index])
        } else {
          sizes.append(item.sizeThatFits(ideal))
        }
      }
      return sizes
    }
    let count = items.count
    let least = self.proposal(main: 0, cross: cross)
    let most = self.proposal(main: SizeProposal.infinity.width, cross: cross)
    var minimums = [Int](repeating: 0, count: count)
    var flexibility = [Int](repeating: 0, count: count)
    var uniformPriority = true
    for (index, item) in items.enumerated() {
      let minimum = mainLength(item.sizeThatFits(least))
      minimums[index] = minimum
      flexibility[index] = mainLength(item.sizeThatFits(most)) - minimum
      if item.layoutPriority != items[0].layoutPriority { uniformPriority = false }
    }
    var order = layoutOrder(flexibility: flexibility, uniformPriority: uniformPriority)
    var sizes = [CellSize](repeating: .zero, count: count)
    var remaining = max(0, offeredMain - totalSpacing)
    var reservedForLater = minimums.reduce(0, +)
    let ideal = self.proposal(main: nil, cross: cross)
    let idealLengths = items.map { mainLength($0.sizeThatFits(ideal)) }
    let rowFits = idealLengths.reduce(0, +) <= remaining
    // Short of room, a spacer gives way: it is offered what the others leave, never an
    // equal share that would cut a title in half beside empty space.
    let spacers = rowFits ? [] : order.filter { items[$0] is SpacerElement }
    if !spacers.isEmpty { order = order.filter { !(items[$0] is SpacerElement) } + spacers }
    var spacerReserve = spacers.reduce(0) { $0 + minimums[$1] }
    var spacersLeft = spacers.count
    for (position, index) in order.enumerated() {
      reservedForLater -= minimums[index]
      let isSpacer = spacersLeft > 0 && items[index] is SpacerElement
      if isSpacer {
        spacerReserve -= minimums[index]
        spacersLeft -= 1
      }
      var sharers = count - position - (isSpacer ? 0 : spacersLeft)
      var lowerReserve = isSpacer ? 0 : spacerReserve
      if !uniformPriority {
        let rest = order[position...]
        let priority = items[index].layoutPriority
        sharers = rest.filter { items[$0].layoutPriority == priority }.count
        lowerReserve = rest.filter { items[$0].layoutPriority < priority }
          .reduce(0) { $0 + minimums[$1] }
      }
      let share = max(0, remaining - lowerReserve) / max(1, sharers)
      // A child whose ideal length fits beside the others' minimums gets it, even above an
      // equal share: a row that fits is never truncated.
      let idealLength = idealLengths[index]
      let offer = rowFits ? max(share, min(idealLength, remaining - reservedForLater)) : share
      let size = items[index].sizeThatFits(self.proposal(main: offer, cross: cross))
      sizes[index] = size
      remaining = max(0, remaining - mainLength(size))
    }
    return sizes
  }

  /// The order children are offered space in: higher priority first, then the least flexible,
  /// then in child order.
  private func layoutOrder(flexibility: [Int], uniformPriority: Bool) -> [Int] {
    var order = Array(items.indices)
    // Insertion sort: stacks are small and this keeps equal children in their order.
    for position in order.indices.dropFirst() {
      let index = order[position]
      var slot = position
      while slot > 0 {
        let other = order[slot - 1]
        let before: Bool
        if !uniformPriority, items[index].layoutPriority != items[other].layoutPriority {
          before = items[index].layoutPriority > items[other].layoutPriority
        } else {
          before = flexibility[index] < flexibility[other]
        }
        guard before else { break }
        order[slot] = other
        slot -= 1
      }
      order[slot] = index
    }
    return order
  }
}
