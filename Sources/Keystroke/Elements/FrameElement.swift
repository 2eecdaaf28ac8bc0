import Foundation
/// Gives a child a fixed, minimum or maximum size, and aligns it inside.
@MainActor
final class FrameElement: Element {
  override var drawReadsOnlyOwnValues: Bool { true }

  let child: Element
  let width: Int?
  let height: Int?
  let minWidth: Int?
  let maxWidth: Int?
  let minHeight: Int?
  let maxHeight: Int?
  let alignment: Alignment

  init(
    child: Element, width: Int? = nil, height: Int? = nil, minWidth: Int? = nil,
    maxWidth: Int? = nil, minHeight: Int? = nil, maxHeight: Int? = nil, alignment: Alignment
  ) {
    self.child = child
    self.width = width
    self.height = height
    self.minWidth = minWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.maxHeight = maxHeight
    self.alignment = alignment
    super.init()
    // A guide of the app's own set inside passes out of the frame, as in SwiftUI.
    setsCustomAlignmentGuide = child.setsCustomAlignmentGuide
    setsAlignmentGuide = setsCustomAlignmentGuide
  }

  override var children: [Element] { [child] }

  private static func clamp(_ value: Int, min lower: Int?, max upper: Int?) -> Int {
    var value = value
    if let upper { value = Swift.min(value, upper) }
    if let lower { value = Swift.max(value, lower) }
    return value
  }

  /// One dimension, as SwiftUI's flexible frame does it: a fixed length wins; otherwise the
  /// child is offered the proposal clamped to the bounds, and the frame takes the proposal
  /// clamped between `lower` and `upper`, where a missing bound is the child's own length.
  private func resolve(
    fixed: Int?, lower: Int?, upper: Int?, offered: Int?, child childLength: (Int?) -> Int
  ) -> Int {
    if let fixed { return fixed }
    let offer = offered.map { Self.clamp($0, min: lower, max: upper) }
    let length = childLength(offer)
    guard let offered else { return Self.clamp(length, min: lower, max: upper) }
    return Self.clamp(offered, min: lower ?? length, max: upper ?? length)
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    let resolvedWidth = resolve(
      fixed: width, lower: minWidth, upper: maxWidth, offered: proposal.width
    ) { offer in
      child.sizeThatFits(SizeProposal(width: offer, height: height ?? proposal.height)).width
    }
    let resolvedHeight = resolve(
      fixed: height, lower: minHeight, upper: maxHeight, offered: proposal.height
    ) { offer in
      child.sizeThatFits(SizeProposal(width: resolvedWidth, height: offer)).height
    }
    return CellSize(width: resolvedWidth, height: resolvedHeight)
  }

  override func place(in rect: CellRect) {
    frame = rect
    child.place(in: childRect(in: rect))
  }

  /// The frame's dimensions at `size` with the guides of the app's own its child sets, moved
  /// by where the frame places the child.
  override func containedGuideDimensions(at size: CellSize) -> ViewDimensions? {
    var result = ViewDimensions(size)
    let placed = childRect(in: CellRect(x: 0, y: 0, width: size.width, height: size.height))
    let inner = child.dimensions(at: placed.size)
    for (guide, value) in inner.explicitHorizontal where guide.isCustom {
      result.explicitHorizontal[guide] = value + CGFloat(placed.x)
    }
    for (guide, value) in inner.explicitVertical where guide.isCustom {
      result.explicitVertical[guide] = value + CGFloat(placed.y)
    }
    return result
  }

  /// Where the child goes when the frame is placed in `rect`.
  private func childRect(in rect: CellRect) -> CellRect {
    let size = child.sizeThatFits(SizeProposal(rect.size))
    let fitted = CellSize(width: min(size.width, rect.width), height: min(size.height, rect.height))
    var (x, y) = alignment.origin(of: fitted, in: rect)
    if child.setsAlignmentGuide {
      // A guide the child sets explicitly meets the frame's own guide of that alignment.
      let inner = child.dimensions(at: fitted)
      let outer = ViewDimensions(width: CGFloat(rect.width), height: CGFloat(rect.height))
      if inner[explicit: alignment.horizontal] != nil {
        x =
          rect.x + GuideLineUp.cells(outer[alignment.horizontal])
          - GuideLineUp.cells(inner[alignment.horizontal])
      }
      if inner[explicit: alignment.vertical] != nil {
        y =
          rect.y + GuideLineUp.cells(outer[alignment.vertical])
          - GuideLineUp.cells(inner[alignment.vertical])
      }
    }
    return CellRect(x: x, y: y, width: fitted.width, height: fitted.height)
  }

  override func expands(along axis: Axis) -> Bool {
    let upper = axis == .horizontal ? maxWidth : maxHeight
    if let upper { return upper >= SizeProposal.infinity.width ?? .max }
    let fixed = axis == .horizontal ? width : height
    return fixed == nil && child.expands(along: axis)
  }
}
