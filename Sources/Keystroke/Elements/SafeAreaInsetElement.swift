/// A view with other content placed along one of its edges, the view shrinking to make room:
/// the terminal's `.safeAreaInset(edge:alignment:spacing:content:)`. A cell cannot show what
/// lies beneath a bar, so the content takes its own rows (or columns) rather than floating
/// over the view.
@MainActor
final class SafeAreaInsetElement: Element {
  override var drawReadsOnlyOwnValues: Bool { true }

  /// Which edge the content is placed along.
  enum Edge {
    case top, bottom, leading, trailing

    var isVertical: Bool { self == .top || self == .bottom }
  }

  let main: Element
  let inset: Element
  let edge: Edge
  /// Across the edge: the content's horizontal place along a top or bottom edge.
  let horizontalAlignment: HorizontalAlignment
  /// Across the edge: the content's vertical place along a leading or trailing edge.
  let verticalAlignment: VerticalAlignment
  /// Cells between the content and the view.
  let spacing: Int

  init(
    main: Element, inset: Element, edge: Edge, horizontalAlignment: HorizontalAlignment,
    verticalAlignment: VerticalAlignment, spacing: Int
  ) {
    self.main = main
    self.inset = inset
    self.edge = edge
    self.horizontalAlignment = horizontalAlignment
    self.verticalAlignment = verticalAlignment
    self.spacing = spacing
  }

  override var children: [Element] { [main, inset] }

  /// The content's size for `proposal`: its ideal length along the edge's axis.
  private func insetSize(_ proposal: SizeProposal) -> CellSize {
    inset.sizeThatFits(
      edge.isVertical
        ? SizeProposal(width: proposal.width, height: nil)
        : SizeProposal(width: nil, height: proposal.height))
  }

  /// The cells the content and its spacing take from the view along the edge's axis.
  private func taken(by size: CellSize) -> Int {
    let length = edge.isVertical ? size.height : size.width
    return length > 0 ? length + spacing : 0
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    let bar = insetSize(proposal)
    let used = taken(by: bar)
    if edge.isVertical {
      let rest = main.sizeThatFits(
        SizeProposal(width: proposal.width, height: proposal.height.map { $0 - used }))
      return CellSize(width: max(rest.width, bar.width), height: rest.height + used)
    }
    let rest = main.sizeThatFits(
      SizeProposal(width: proposal.width.map { $0 - used }, height: proposal.height))
    return CellSize(width: rest.width + used, height: max(rest.height, bar.height))
  }

  override func place(in rect: CellRect) {
    frame = rect
    let bar = insetSize(SizeProposal(rect.size))
    let used = min(taken(by: bar), edge.isVertical ? rect.height : rect.width)
    let width = min(bar.width, rect.width)
    let height = min(bar.height, rect.height)
    switch edge {
    case .top, .bottom:
      let x = rect.x + horizontalAlignment.offset(child: width, in: rect.width)
      let y = edge == .top ? rect.y : rect.maxY - height
      inset.place(in: CellRect(x: x, y: y, width: width, height: height))
      main.place(
        in: rect.inset(
          top: edge == .top ? used : 0, leading: 0, bottom: edge == .bottom ? used : 0,
          trailing: 0))
    case .leading, .trailing:
      let y = rect.y + verticalAlignment.offset(child: height, in: rect.height)
      let x = edge == .leading ? rect.x : rect.maxX - width
      inset.place(in: CellRect(x: x, y: y, width: width, height: height))
      main.place(
        in: rect.inset(
          top: 0, leading: edge == .leading ? used : 0, bottom: 0,
          trailing: edge == .trailing ? used : 0))
    }
  }

  override func expands(along axis: Axis) -> Bool { main.expands(along: axis) }
}
