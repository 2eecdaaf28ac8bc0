import Foundation

/// Where a popover's box goes: beside the cells its attachment anchor names, on the first side
/// where the whole box fits without covering them. Pure.
///
/// The sides are tried in this order: the preferred one (the arrow edge the app gave, or for a
/// point anchor on an edge of its view, that edge), then below, above, after and before the
/// anchor. Beside the anchor (before or after it) the box may be narrower than the window
/// allows, its content wrapped to the room there. When no side has room the box goes below or
/// above, wherever there is more room, kept inside the area (covering the anchor).
enum PopoverPlacement {
  /// The fewest columns a popover's content is narrowed to, to fit beside its anchor.
  static let narrowestContent = 12

  /// The cells `anchor` names in `view`, the area the presenting view covers: the whole of it,
  /// a rectangle of it (in cells, from its top leading corner), or the cell at a point of it.
  static func attachment(_ anchor: PopoverAttachmentAnchor, in view: CellRect) -> CellRect {
    switch anchor {
    case .rect(let source):
      switch source.kind {
      case .bounds:
        return view
      case .rect(let x, let y, let width, let height):
        return CellRect(
          x: view.x + Int(x.rounded(.down)), y: view.y + Int(y.rounded(.down)),
          width: max(1, Int(width.rounded(.up))), height: max(1, Int(height.rounded(.up))))
      }
    case .point(let unit):
      let column = Int((Double(unit.x) * Double(max(0, view.width - 1))).rounded())
      let row = Int((Double(unit.y) * Double(max(0, view.height - 1))).rounded())
      return CellRect(x: view.x + column, y: view.y + row, width: 1, height: 1)
    }
  }

  /// The side tried first: `arrowEdge` when the app gave one, else the edge of the view a
  /// point anchor lies on (`.point(.top)` opens above), else none.
  static func preferredEdge(arrowEdge: Edge?, anchor: PopoverAttachmentAnchor) -> Edge? {
    if let arrowEdge { return arrowEdge }
    guard case .point(let unit) = anchor else { return nil }
    if unit.y == 0 { return .top }
    if unit.y == 1 { return .bottom }
    if unit.x == 0 { return .leading }
    if unit.x == 1 { return .trailing }
    return nil
  }

  /// The box for a popover beside `anchor` in `area`. `measure` gives the content's size when
  /// it may be at most so many columns wide; the box adds a border and a column of padding on
  /// each side. A box above or below starts at the anchor's column (centred on a point
  /// anchor, `centred`), moved along to stay inside the area.
  static func box(
    beside anchor: CellRect, in area: CellRect, preferring edge: Edge?, centred: Bool = false,
    measure: (Int) -> CellSize
  ) -> CellRect {
    let order = ([edge].compactMap { $0 } + [.bottom, .top, .trailing, .leading])
    var tried: [Edge] = []
    for side in order where !tried.contains(side) {
      tried.append(side)
      if let box = box(on: side, of: anchor, in: area, centred: centred, measure: measure) {
        return box
      }
    }
    return fallback(beside: anchor, in: area, centred: centred, measure: measure)
  }

  /// The box on `side` of `anchor`, or `nil` when it does not fit there whole.
  private static func box(
    on side: Edge, of anchor: CellRect, in area: CellRect, centred: Bool,
    measure: (Int) -> CellSize
  ) -> CellRect? {
    let room: CellRect
    switch side {
    case .bottom:
      let top = anchor.y + max(1, anchor.height)
      room = CellRect(x: area.x, y: top, width: area.width, height: area.maxY - top)
    case .top:
      room = CellRect(x: area.x, y: area.y, width: area.width, height: anchor.y - area.y)
    case .trailing:
      let left = anchor.x + max(1, anchor.width)
      room = CellRect(x: left, y: area.y, width: area.maxX - left, height: area.height)
    case .leading:
      room = CellRect(x: area.x, y: area.y, width: anchor.x - area.x, height: area.height)
    }
    let columns = room.width - 4
    let isBeside = side == .leading || side == .trailing
    guard columns >= (isBeside ? narrowestContent : 1), room.height >= 3 else { return nil }
    let size = measure(columns)
    let width = size.width + 4
    let height = size.height + 2
    guard width <= room.width, height <= room.height else { return nil }
    switch side {
    case .bottom, .top:
      let x = along(anchor, width: width, in: area, centred: centred)
      return CellRect(
        x: x, y: side == .bottom ? room.y : room.maxY - height, width: width, height: height)
    case .trailing, .leading:
      let y = min(max(area.y, anchor.y), area.maxY - height)
      return CellRect(
        x: side == .trailing ? room.x : room.maxX - width, y: y, width: width, height: height)
    }
  }

  /// Where no side has room: below or above, wherever there is more, inside the area.
  private static func fallback(
    beside anchor: CellRect, in area: CellRect, centred: Bool, measure: (Int) -> CellSize
  ) -> CellRect {
    let size = measure(max(1, area.width - 4))
    let width = min(area.width, size.width + 4)
    let height = min(area.height, size.height + 2)
    let below = anchor.y + max(1, anchor.height)
    let roomBelow = area.maxY - below
    let roomAbove = anchor.y - area.y
    let y =
      roomBelow >= roomAbove
      ? min(below, area.maxY - height) : max(area.y, anchor.y - height)
    return CellRect(
      x: along(anchor, width: width, in: area, centred: centred), y: max(area.y, y),
      width: width, height: height)
  }

  /// The column a box `width` wide starts at, above or below `anchor`.
  private static func along(_ anchor: CellRect, width: Int, in area: CellRect, centred: Bool)
    -> Int
  {
    let start = centred ? anchor.x + anchor.width / 2 - width / 2 : anchor.x
    return min(max(area.x, start), area.maxX - width)
  }
}
