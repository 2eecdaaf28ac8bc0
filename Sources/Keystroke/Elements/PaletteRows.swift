import KeystrokeTerminal

/// What the open command palette shows, and how it is drawn: a box near the top of the
/// content area with the query and the best matches.
struct PaletteRows {
  /// One result.
  struct Row {
    var title: String
    var keys: String
    var isEnabled: Bool
  }

  let query: String
  let highlighted: Int
  let rows: [Row]

  /// Draws the palette in `area`.
  func draw(in area: CellRect, into screen: inout ScreenBuffer) {
    let width = min(area.width, 64)
    guard width >= 10, area.height >= 3 else { return }
    let height = min(area.height, rows.count + 3 + (rows.isEmpty ? 1 : 0))
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
    let inner = width - 4
    screen.write(
      "> " + query, x: left + 2, y: top + 1, style: CellStyle(attributes: [.bold]),
      limit: left + 2 + inner)
    if rows.isEmpty, height > 3 {
      screen.write(
        "No matching commands", x: left + 2, y: top + 2, style: CellStyle(attributes: [.dim]),
        limit: left + 2 + inner)
    }
    for (index, row) in rows.enumerated() {
      let y = top + 2 + index
      guard y < top + height - 1 else { break }
      var style = CellStyle.plain
      if !row.isEnabled { style.attributes.insert(.dim) }
      if index == highlighted {
        style = SelectionHighlight.style(style, .focused, tint: Color.accentColor.terminalColor)
      }
      screen.fill(x: left + 1, y: y, width: width - 2, height: 1, style: screen.intern(style))
      let keysWidth = GraphemeWidth.columns(of: row.keys)
      screen.write(
        row.title, x: left + 2, y: y, style: style, limit: left + 2 + inner - keysWidth - 1)
      if keysWidth > 0 {
        screen.write(row.keys, x: left + 2 + inner - keysWidth, y: y, style: style)
      }
    }
  }
}
