/// Lays out a ``LazyVGrid`` (tracks are columns, children flow row by row) or a ``LazyHGrid``
/// (tracks are rows, children flow column by column).
@MainActor
final class LazyGridElement: Element {
  /// The direction lines of cells are stacked in: `.vertical` for a `LazyVGrid`.
  let axis: Axis
  let items: [Element]
  let tracks: [GridItem]
  let alignment: Alignment
  let lineSpacing: Int

  init(axis: Axis, items: [Element], tracks: [GridItem], alignment: Alignment, lineSpacing: Int) {
    self.axis = axis
    self.items = items
    self.tracks = tracks
    self.alignment = alignment
    self.lineSpacing = max(0, lineSpacing)
    super.init()
    // A guide of the app's own set in a cell passes out of the grid, as out of a `Grid`.
    let custom = CustomGuideMean.isSet(by: items)
    setsCustomAlignmentGuide = custom
    setsAlignmentGuide = custom
  }

  override var children: [Element] { items }

  private struct Layout {
    var tracks: [GridTracks.Track]
    var lines: [Int]
  }

  private var cachedLayout: (SizeProposal, Layout)?

  /// A proposal for a cell: the track's length across, unlimited along the flow.
  private func cellProposal(_ length: Int) -> SizeProposal {
    axis == .vertical
      ? SizeProposal(width: length, height: nil) : SizeProposal(width: nil, height: length)
  }

  private func cross(_ size: CellSize) -> Int { axis == .vertical ? size.width : size.height }
  private func main(_ size: CellSize) -> Int { axis == .vertical ? size.height : size.width }

  private func layout(_ proposal: SizeProposal) -> Layout {
    if let cachedLayout, cachedLayout.0 == proposal { return cachedLayout.1 }
    var ideal = 0
    for item in items {
      ideal = max(ideal, cross(item.sizeThatFits(SizeProposal(width: nil, height: nil))))
    }
    let resolved = GridTracks.resolve(
      tracks, available: axis == .vertical ? proposal.width : proposal.height, ideal: ideal,
      defaultSpacing: axis == .vertical ? 1 : 0)
    var lines: [Int] = []
    if !resolved.isEmpty {
      var index = 0
      while index < items.count {
        var line = 0
        for track in resolved where index < items.count {
          line = max(line, main(items[index].sizeThatFits(cellProposal(track.length))))
          index += 1
        }
        lines.append(line)
      }
    }
    let result = Layout(tracks: resolved, lines: lines)
    cachedLayout = (proposal, result)
    return result
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    let layout = layout(proposal)
    let across = GridTracks.total(layout.tracks)
    let along = layout.lines.reduce(0, +) + lineSpacing * max(0, layout.lines.count - 1)
    return axis == .vertical
      ? CellSize(width: across, height: along) : CellSize(width: along, height: across)
  }

  override func place(in rect: CellRect) {
    frame = rect
    forEachCell(in: rect) { item, placed in item.place(in: placed) }
  }

  /// The grid's dimensions at `size` with the guides of the app's own its cells set, each
  /// where the grid puts its cell, the mean where several do.
  override func containedGuideDimensions(at size: CellSize) -> ViewDimensions? {
    CustomGuideMean.dimensions(at: size) {
      forEachCell(in: CellRect(x: 0, y: 0, width: size.width, height: size.height), $0)
    }
  }

  /// Calls `body` with each cell and where it goes when the grid is placed in `rect`.
  private func forEachCell(in rect: CellRect, _ body: (Element, CellRect) -> Void) {
    let layout = layout(
      axis == .vertical
        ? SizeProposal(width: rect.width, height: nil)
        : SizeProposal(width: nil, height: rect.height))
    guard !layout.tracks.isEmpty else { return }
    let across = GridTracks.total(layout.tracks)
    let start =
      axis == .vertical
      ? rect.x + alignment.horizontal.offset(child: across, in: rect.width)
      : rect.y + alignment.vertical.offset(child: across, in: rect.height)
    var lineOffset = axis == .vertical ? rect.y : rect.x
    var index = 0
    for line in layout.lines {
      var trackOffset = start
      for track in layout.tracks where index < items.count {
        let item = items[index]
        let size = item.sizeThatFits(cellProposal(track.length))
        let cell =
          axis == .vertical
          ? CellRect(x: trackOffset, y: lineOffset, width: track.length, height: line)
          : CellRect(x: lineOffset, y: trackOffset, width: line, height: track.length)
        let fitted = CellSize(
          width: min(size.width, cell.width), height: min(size.height, cell.height))
        let origin = (track.alignment ?? alignment).origin(of: fitted, in: cell)
        body(item, CellRect(x: origin.x, y: origin.y, width: fitted.width, height: fitted.height))
        trackOffset += track.length + track.spacing
        index += 1
      }
      lineOffset += line + lineSpacing
    }
  }
}
