import KeystrokeTerminal

/// What an element drew the last time, kept on the element so that drawing it again in the
/// same place, over the same cells, pastes the cells instead of drawing them.
///
/// An element kept from the last update is the same object only when nothing it shows
/// changed. If its drawing reads nothing but its own values, its frame and the cells beneath
/// it (``Element/drawsRepeatably``), the cells it leaves are a function of those, so the memo
/// gives exactly what drawing would. A list row that did not change costs a comparison and a
/// copy of its cells, not the measuring and writing of its text.
@MainActor
final class DrawMemo {
  /// The cells drawn over: the element's frame, wholly inside the clip and the grid.
  let area: CellRect
  /// The element's other inputs to drawing (see ``Element/drawInputs``).
  let inputs: [Int]
  /// The style table the cells' identifiers came from.
  let lineage: StyleTable.Lineage
  /// The cells of `area` before the element drew.
  let beneath: CellRuns
  /// The cells of `area` that drawing changed.
  let drawn: CellChanges

  /// The most children an element can have and keep a memo. A long stack changes whenever one
  /// of its items does, so keeping what it drew would cost every update and rarely pay; its
  /// items keep their own.
  static let mostChildren = 64

  private init(
    area: CellRect, inputs: [Int], lineage: StyleTable.Lineage,
    beneath: CellRuns, drawn: CellChanges
  ) {
    self.area = area
    self.inputs = inputs
    self.lineage = lineage
    self.beneath = beneath
    self.drawn = drawn
  }

  /// Draws `element` within `clip`, or pastes what it drew last time when that is what
  /// drawing would give; either way the element's memo is left describing this drawing.
  /// `previous` is the element drawn in its place last time, if any: a new element that
  /// draws like it (``Element/drawsLike(_:)``) takes over its memo.
  ///
  /// - Returns: Whether the cells were pasted rather than drawn.
  @discardableResult
  static func draw(
    _ element: Element, into screen: inout ScreenBuffer, clip: CellRect,
    previous: Element? = nil
  ) -> Bool {
    if element.drawMemo == nil, let previous, previous !== element, element.drawsLike(previous) {
      element.drawMemo = previous.drawMemo
    }
    let bounds = CellRect(x: 0, y: 0, width: screen.width, height: screen.height)
    let area = element.frame.intersection(clip).intersection(bounds)
    // Only an element wholly shown: one the clip cuts may draw past the clip within its frame
    // (what `ClippedDrawing` guards against), which a memo of the clipped area would miss.
    guard area == element.frame, area.width > 0, area.height > 0,
      element.children.count <= mostChildren, element.drawsRepeatably
    else {
      element.drawMemo = nil
      element.draw(into: &screen, clip: clip)
      return false
    }
    let rows = area.y..<area.maxY
    let columns = area.x..<area.maxX
    let inputs = element.drawInputs
    if let memo = element.drawMemo, memo.area == area,
      memo.lineage === screen.styles.lineage, memo.inputs == inputs,
      screen.matches(memo.beneath)
    {
      screen.apply(memo.drawn)
      return true
    }
    element.drawMemo = nil
    // Writing over half of a wide cluster changes its other half, which may lie outside the
    // area; a memo of such an area would miss that change, so none is kept.
    let wholeBeneath = hasWholeEdges(area, in: screen)
    let beneath = wholeBeneath ? screen.runs(rows: rows, columns: columns) : nil
    element.draw(into: &screen, clip: clip)
    guard let beneath, hasWholeEdges(area, in: screen), element.staysInside(area, clip: clip)
    else { return false }
    let drawn = screen.changes(since: beneath)
    element.drawMemo = DrawMemo(
      area: area, inputs: inputs, lineage: screen.styles.lineage,
      beneath: beneath, drawn: drawn)
    return false
  }

  /// Whether no row of `area` starts with the second half of a wide cluster or ends with the
  /// first half of one.
  private static func hasWholeEdges(_ area: CellRect, in screen: ScreenBuffer) -> Bool {
    for row in area.y..<area.maxY {
      if screen[area.x, row].isContinuation || screen[area.maxX - 1, row].width == 2 {
        return false
      }
    }
    return true
  }
}
