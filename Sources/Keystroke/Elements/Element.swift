import KeystrokeTerminal

/// A laid-out piece of the screen, produced from a primitive view by an update.
///
/// Elements answer size proposals, remember the rectangle they were placed in, and draw
/// themselves into a ``ScreenBuffer``. Subclasses override the three steps; the base class is an
/// empty, zero-sized element.
@MainActor
class Element {
  /// Where the element was placed by its parent.
  var frame = CellRect.zero
  /// How eagerly a stack gives this element space; higher goes first.
  var layoutPriority: Double = 0

  init() { LiveObjectCount.created(.element) }
  deinit { LiveObjectCount.destroyed(.element) }

  /// The elements inside this one, in drawing order.
  var children: [Element] { [] }

  private var measured = MeasureCache()

  /// The size this element wants for a proposal, remembered for the rest of the frame so that
  /// nested stacks measure each child only once per proposal.
  final func sizeThatFits(_ proposal: SizeProposal) -> CellSize {
    if let size = measured[proposal] { return size }
    let size = measure(proposal)
    measured.insert(size, for: proposal)
    return size
  }

  /// Computes the size this element wants for a proposal; subclasses override this.
  func measure(_ proposal: SizeProposal) -> CellSize { .zero }

  /// Places the element (and its children) in `rect`.
  func place(in rect: CellRect) { frame = rect }

  /// Places the element in `rect`, which is the size it answered for `proposal`.
  ///
  /// As in SwiftUI's layout protocol, a parent that sized a child with a proposal places it
  /// with that proposal, so a container can reuse the layout it just computed (a list row
  /// measured at its width and any height keeps that layout). By default the rectangle's size
  /// stands in for the proposal.
  func place(in rect: CellRect, proposal: SizeProposal) { place(in: rect) }

  /// Draws the element within `clip`.
  func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    for child in children { child.draw(into: &screen, clip: clip) }
  }

  /// Where sheets and dialogs are centred when this element is the root.
  var overlayArea: CellRect { frame }

  /// Draws what must stay above presented sheets (an open menu); only the root is asked.
  func drawTopmost(into screen: inout ScreenBuffer, clip: CellRect) {}

  /// Whether this element grows along `axis` when offered more space (spacers, infinite frames).
  func expands(along axis: Axis) -> Bool {
    children.contains { $0.expands(along: axis) }
  }
}
