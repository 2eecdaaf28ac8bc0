import KeystrokeTerminal

/// What the open command palette shows, and how it is drawn: a box near the top of the
/// content area with the query and the best matches. The Keyboard Shortcuts editor fills the
/// whole content area instead, with column titles, a third column when there is room, rows that
/// scroll to keep the highlighted one in view, and notes under them.
struct PaletteRows {
  /// One result.
  struct Row {
    var title: String
    var keys: String
    var isEnabled: Bool
    /// A third column (the editor's conflicts), shown when the area is filled and wide enough.
    var detail = ""
  }

  /// The widest the palette's box gets.
  static let boxWidth = 64
  /// The narrowest inner width that shows the third column.
  static let detailMinimumWidth = 90

  let query: String
  let highlighted: Int
  var rows: [Row]
  /// Whether the box fills the whole area instead of a palette-sized box.
  var fillsArea = false
  /// Column titles under the query (in a filled box).
  var header: Row?
  /// Lines under the rows, wrapped to the box (in a filled box).
  var notes: [String] = []
  /// Whether the first line is a prompt the user types into (`> query`), or a title of a box
  /// that takes no typing (About, a key's explanation, the keymap's problems).
  var isPrompt = true
  /// For a box of text (a key's explanation, the keymap's problems): the rows' titles are
  /// lines wrapped to the box's width when drawn, and this is how far they are scrolled.
  var textPosition: TextBoxPosition?

  /// Draws the palette in `area`; returns how many rows it had lines for.
  @discardableResult
  func draw(in area: CellRect, into screen: inout ScreenBuffer) -> Int {
    let width = fillsArea ? area.width : min(area.width, Self.boxWidth)
    guard width >= 10, area.height >= 3 else { return 0 }
    let inner = width - 4
    if let textPosition, !fillsArea {
      var text = self
      text.textPosition = nil
      text.rows = Self.shownText(
        // A row's title stops a column short of the box's inner edge (where keys would
        // start), so lines are wrapped to that.
        rows.map(\.title), inner: inner - 1, lines: area.height - 3, position: textPosition
      ).map { Row(title: $0, keys: "", isEnabled: true) }
      return text.draw(in: area, into: &screen)
    }
    let noteLines = fillsArea ? KeyExplanation.wrapped(notes, lineWidth: inner) : []
    let fixedLines = (header == nil ? 0 : 1) + noteLines.count
    let height =
      fillsArea ? area.height : min(area.height, rows.count + 3 + (rows.isEmpty ? 1 : 0))
    let left = area.x + (area.width - width) / 2
    let top = area.y
    let plain = CellStyle.plain
    screen.fill(x: left, y: top, width: width, height: height)
    screen.write(
      "┌" + String(repeating: "─", count: width - 2) + "┐", x: left, y: top, style: plain)
    screen.write(
      "└" + String(repeating: "─", count: width - 2) + "┘", x: left, y: top + height - 1,
      style: plain)
    for row in (top + 1)..<(top + height - 1) {
      screen.write("│", x: left, y: row, style: plain)
      screen.write("│", x: left + width - 1, y: row, style: plain)
    }
    screen.write(
      (isPrompt ? "> " : "") + query, x: left + 2, y: top + 1,
      style: CellStyle(attributes: [.bold]), limit: left + 2 + inner)
    // The lines for rows: all of a palette's box; in a filled box what the header and the
    // notes leave, at least one (notes give way first).
    let rowLines = max(1, height - 3 - (fillsArea ? fixedLines : 0))
    let columns = Columns(rows: rows + (header.map { [$0] } ?? []), inner: inner, fills: fillsArea)
    var y = top + 2
    if let header, fillsArea {
      draw(
        header, columns: columns, x: left + 2, y: y, style: CellStyle(attributes: [.dim]),
        into: &screen)
      y += 1
    }
    if rows.isEmpty, height > 3 {
      screen.write(
        "No matching commands", x: left + 2, y: y, style: CellStyle(attributes: [.dim]),
        limit: left + 2 + inner)
    }
    let first =
      fillsArea ? max(0, min(highlighted - rowLines / 2, rows.count - rowLines)) : 0
    if fillsArea, rows.count > rowLines {
      // More rows than lines: the right border beside them becomes a scroll bar, as an open
      // menu's does, so the box shows that more follow and where its window is among them.
      let shown = min(rowLines, top + height - 1 - y)
      let thumb = ScrollIndicator.thumb(
        track: shown, viewport: shown, content: rows.count, offset: first)
      ScrollIndicator.draw(
        track: shown, thumb: thumb, axis: .vertical, from: (left + width - 1, y),
        clip: area, into: &screen)
    }
    for (index, row) in rows.enumerated().dropFirst(first).prefix(rowLines) {
      guard y < top + height - 1 else { break }
      var style = CellStyle.plain
      if !row.isEnabled { style.attributes.insert(.dim) }
      if index == highlighted {
        style = SelectionHighlight.style(style, .focused, tint: Color.accentColor.terminalColor)
      }
      screen.fill(x: left + 1, y: y, width: width - 2, height: 1, style: screen.intern(style))
      draw(row, columns: columns, x: left + 2, y: y, style: style, into: &screen)
      y += 1
    }
    if fillsArea { y = max(y, top + height - 1 - noteLines.count) }
    for line in noteLines where y < top + height - 1 {
      screen.write(
        line, x: left + 2, y: y, style: CellStyle(attributes: [.dim]), limit: left + 2 + inner)
      y += 1
    }
    return rowLines
  }

  /// The lines of a box of text that fit `lines` rows at `inner` columns: `text` wrapped,
  /// from `position`'s first line (kept within the text, and its limit noted), with a line
  /// saying how many more there are above or below where some are hidden.
  static func shownText(_ text: [String], inner: Int, lines: Int, position: TextBoxPosition)
    -> [String]
  {
    let wrapped = KeyExplanation.wrapped(text, lineWidth: inner)
    let rows = max(1, lines)
    position.maxTop = max(0, wrapped.count - rows)
    position.scroll(to: position.top)
    let top = position.top
    var shown = Array(wrapped[top..<min(wrapped.count, top + rows)])
    guard wrapped.count > rows, rows >= 2 else { return shown }
    if top > 0 { shown[0] = "↑ \(top + 1) more lines above" }
    let below = wrapped.count - (top + rows)
    if below > 0 { shown[shown.count - 1] = "↓ \(below + 1) more lines below" }
    return shown
  }

  /// Where a row's parts go: the title from the left, then (in a filled box) the keys in a
  /// column just after the longest title and the detail after them when there is room; in a
  /// palette's box the keys at the right edge.
  private struct Columns {
    var keysX: Int?
    var detailX: Int?
    var inner: Int

    init(rows: [Row], inner: Int, fills: Bool) {
      self.inner = inner
      guard fills else { return }
      let keysWidth = min(24, rows.map { GraphemeWidth.columns(of: $0.keys) }.max() ?? 0)
      let titleWidth = rows.map { GraphemeWidth.columns(of: $0.title) }.max() ?? 0
      let showsDetail =
        inner >= PaletteRows.detailMinimumWidth && rows.contains { !$0.detail.isEmpty }
      // The detail keeps at least two fifths of the width; the title gives way first.
      let detailWidth = showsDetail ? inner * 2 / 5 : 0
      let keys = min(titleWidth + 2, inner - keysWidth - (showsDetail ? detailWidth + 2 : 0))
      keysX = max(0, keys)
      if showsDetail { detailX = keys + keysWidth + 2 }
    }
  }

  private func draw(
    _ row: Row, columns: Columns, x: Int, y: Int, style: CellStyle,
    into screen: inout ScreenBuffer
  ) {
    let keysWidth = GraphemeWidth.columns(of: row.keys)
    let keysX = columns.keysX ?? (columns.inner - keysWidth)
    Self.write(cut: row.title, x: x, y: y, style: style, limit: x + keysX - 1, into: &screen)
    if keysWidth > 0 {
      screen.write(row.keys, x: x + keysX, y: y, style: style, limit: x + columns.inner)
    }
    if let detailX = columns.detailX, !row.detail.isEmpty {
      Self.write(
        cut: row.detail, x: x + detailX, y: y, style: style, limit: x + columns.inner,
        into: &screen)
    }
  }

  /// Writes `text` from column `x` up to `limit`, ending in `…` where it is cut, so a title
  /// cut short never reads as another word ("— not available now" cut to "— no").
  private static func write(
    cut text: String, x: Int, y: Int, style: CellStyle, limit: Int,
    into screen: inout ScreenBuffer
  ) {
    guard limit > x else { return }
    if GraphemeWidth.columns(of: text) <= limit - x {
      screen.write(text, x: x, y: y, style: style, limit: limit)
      return
    }
    let end = screen.write(text, x: x, y: y, style: style, limit: limit - 1)
    screen.write("…", x: end, y: y, style: style, limit: limit)
  }
}
