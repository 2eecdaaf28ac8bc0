/// Lays out its child as it is and then tells its watch the rectangle the child was placed in,
/// for `.onGeometryChange`.
@MainActor
final class GeometryChangeElement: WrapperElement {
  let watch: GeometryChangeWatch

  init(child: Element, watch: GeometryChangeWatch) {
    self.watch = watch
    super.init(child: child)
  }

  override var drawReadsOnlyOwnValues: Bool { true }

  override func place(in rect: CellRect) {
    place(in: rect, proposal: SizeProposal(rect.size))
  }

  override func place(in rect: CellRect, proposal: SizeProposal) {
    frame = rect
    child.place(in: rect, proposal: proposal)
    watch.observe?(GeometrySpace(x: rect.x, y: rect.y, width: rect.width, height: rect.height))
  }
}
