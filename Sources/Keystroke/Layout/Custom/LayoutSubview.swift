import Foundation

/// One view a ``Layout`` arranges, SwiftUI's `LayoutSubview`: ask it its size, then place it.
public struct LayoutSubview: Equatable, Sendable {
  let slot: LayoutSubviewSlot

  /// Whether both stand for the same subview.
  nonisolated public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
    lhs.slot === rhs.slot
  }

  /// The value the subview set for `key` with `.layoutValue(key:value:)`, or the key's
  /// default.
  @MainActor
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    slot.element.trait(ObjectIdentifier(key)) as? K.Value ?? K.defaultValue
  }

  /// The subview's `.layoutPriority`, 0 unless set.
  @MainActor public var priority: Double { slot.element.layoutPriority }

  /// The size the subview wants for `proposal`, in cells.
  @MainActor
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    CGSize(cells: slot.element.sizeThatFits(SizeProposal(layout: proposal)))
  }

  /// The subview's size for `proposal`, with its alignment guides.
  @MainActor
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    slot.element.dimensions(at: slot.element.sizeThatFits(SizeProposal(layout: proposal)))
  }

  /// The spacing the subview prefers around it: none for a spacer, else the default (one
  /// column beside it).
  @MainActor public var spacing: ViewSpacing {
    slot.element is SpacerElement ? .zero : ViewSpacing()
  }

  /// Places the subview so that its `anchor` falls at `position`, at the size it wants for
  /// `proposal`. Call it once for each subview from
  /// ``Layout/placeSubviews(in:proposal:subviews:cache:)``; a later call moves it again.
  @MainActor
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    let cells = SizeProposal(layout: proposal)
    let size = slot.element.sizeThatFits(cells)
    let x = CellGeometry.cell(position.x - anchor.x * CGFloat(size.width))
    let y = CellGeometry.cell(position.y - anchor.y * CGFloat(size.height))
    let rect = CellRect(x: x, y: y, width: size.width, height: size.height)
    if slot.rehearsing {
      slot.rehearsed = rect
      return
    }
    slot.element.place(in: rect, proposal: cells)
    slot.placed = true
  }
}
