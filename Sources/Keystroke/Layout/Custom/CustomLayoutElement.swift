import Foundation

/// The element of a container laid out by a ``Layout`` of the app's own: measuring asks the
/// layout's `sizeThatFits`, placing asks its `placeSubviews`.
@MainActor
final class CustomLayoutElement<L: Layout>: Element {
  let layout: L
  let items: [Element]
  private let subviews: LayoutSubviews
  /// The layout's cache, made at the first question and kept while the element lives.
  private var cache: L.Cache?

  init(layout: L, items: [Element]) {
    self.layout = layout
    self.items = items
    subviews = LayoutSubviews(items.map { LayoutSubview(slot: LayoutSubviewSlot(element: $0)) })
    super.init()
    // The layout may define guides (`explicitAlignment`), so containers ask for them.
    setsAlignmentGuide = true
    setsCustomAlignmentGuide = true
  }

  override var children: [Element] { items }

  /// Takes over the cache of the element this one replaces, brought up to date with
  /// `updateCache` as SwiftUI does when a container's subviews or values change.
  func inherit(from previous: Element?) {
    guard let previous = previous as? CustomLayoutElement<L>, var kept = previous.cache else {
      return
    }
    layout.updateCache(&kept, subviews: subviews)
    cache = kept
  }

  private func withCache<Result>(_ body: (inout L.Cache) -> Result) -> Result {
    var current = cache ?? layout.makeCache(subviews: subviews)
    defer { cache = current }
    return body(&current)
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    let size = withCache {
      layout.sizeThatFits(
        proposal: ProposedViewSize(cells: proposal), subviews: subviews, cache: &$0)
    }
    return CellSize(holding: size)
  }

  override func place(in rect: CellRect) {
    place(in: rect, proposal: SizeProposal(rect.size))
  }

  override func place(in rect: CellRect, proposal: SizeProposal) {
    frame = rect
    for subview in subviews { subview.slot.placed = false }
    let bounds = CGRect(cells: rect)
    let offered = ProposedViewSize(cells: proposal)
    withCache {
      layout.placeSubviews(in: bounds, proposal: offered, subviews: subviews, cache: &$0)
    }
    // As in SwiftUI, a subview the layout did not place sits in the middle of the container
    // at the size it wants for the container's own proposal.
    for subview in subviews where !subview.slot.placed {
      subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: offered)
    }
  }

  /// The container's dimensions at `size`, whose guides the layout's `explicitAlignment`
  /// methods answer as they are read, as SwiftUI asks them: for bounds of that size at the
  /// origin, so a value is measured from the container's leading edge or top.
  override func containedGuideDimensions(at size: CellSize) -> ViewDimensions? {
    var result = ViewDimensions(size)
    let bounds = CGRect(cells: CellRect(x: 0, y: 0, width: size.width, height: size.height))
    let proposal = ProposedViewSize(cells: SizeProposal(size))
    result.layoutGuides = LayoutGuideSource { [self] guide in
      withCache { cache in
        switch guide {
        case .horizontal(let guide):
          return layout.explicitAlignment(
            of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        case .vertical(let guide):
          return layout.explicitAlignment(
            of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
      }
    }
    return result
  }

  /// Whether the container grows when offered more along `axis` than it ideally takes.
  override func expands(along axis: Axis) -> Bool {
    let ideal = sizeThatFits(.unspecified)
    let most = sizeThatFits(.infinity)
    return axis == .horizontal ? most.width > ideal.width : most.height > ideal.height
  }
}
