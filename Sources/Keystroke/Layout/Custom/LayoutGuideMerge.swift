import Foundation

/// What a ``Layout`` that does not answer for its guides itself says of them: a guide of the
/// app's own that its subviews set lies where the layout puts them, the mean where several
/// set it, as SwiftUI's default `explicitAlignment` merges the subviews' guides.
@MainActor
enum LayoutGuideMerge {
  /// Where `guide` lies within `bounds` when `layout` places `subviews` there: the mean of
  /// each subview's explicit value of it, moved by where the layout puts that subview. `nil`
  /// for a built-in guide (which does not pass out of a container) and when no subview sets
  /// it. The placement is rehearsed: the subviews are not moved.
  static func mean<L: Layout>(
    of guide: LayoutGuide, layout: L, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: LayoutSubviews, cache: inout L.Cache
  ) -> CGFloat? {
    switch guide {
    case .horizontal(let guide): guard guide.isCustom else { return nil }
    case .vertical(let guide): guard guide.isCustom else { return nil }
    }
    // Most containers hold no guide of the app's own: they are not placed again to say so.
    guard subviews.contains(where: { $0.slot.element.setsCustomAlignmentGuide }) else {
      return nil
    }
    let rects = rehearse(layout, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    var total: CGFloat = 0
    var count = 0
    for (subview, rect) in zip(subviews, rects) {
      guard subview.slot.element.setsCustomAlignmentGuide else { continue }
      let dimensions = subview.slot.element.dimensions(at: rect.size)
      let value: CGFloat?
      switch guide {
      case .horizontal(let guide): value = dimensions[explicit: guide].map { $0 + CGFloat(rect.x) }
      case .vertical(let guide): value = dimensions[explicit: guide].map { $0 + CGFloat(rect.y) }
      }
      guard let value else { continue }
      total += value
      count += 1
    }
    return count == 0 ? nil : total / CGFloat(count)
  }

  /// Where `layout` puts each subview within `bounds`, in order, found by running its
  /// `placeSubviews` with the subviews recording their places instead of taking them; a
  /// subview it leaves unplaced is centred, as a real placement centres it.
  private static func rehearse<L: Layout>(
    _ layout: L, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
    cache: inout L.Cache
  ) -> [CellRect] {
    let slots = subviews.map(\.slot)
    // A rehearsal may run inside another of the same subviews' (a layout asking a nested
    // one), so each slot gets back what it had.
    let saved = slots.map { ($0.rehearsing, $0.rehearsed) }
    for slot in slots {
      slot.rehearsing = true
      slot.rehearsed = nil
    }
    defer {
      for (slot, kept) in zip(slots, saved) {
        slot.rehearsing = kept.0
        slot.rehearsed = kept.1
      }
    }
    layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    for subview in subviews where subview.slot.rehearsed == nil {
      subview.place(
        at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
    }
    return slots.map { $0.rehearsed ?? CellRect(x: 0, y: 0, width: 0, height: 0) }
  }
}
