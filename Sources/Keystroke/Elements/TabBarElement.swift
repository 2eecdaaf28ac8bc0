import KeystrokeTerminal

/// The tab bar: one row of tab titles along the top of a tab view, the selected one bold in the
/// accent colour (an accent bar while the bar has focus), the search tab at the trailing end. When a
/// section is selected a second row lists the section's tabs. Titles that do not fit scroll so
/// the selected one shows, with `‹` and `›` marking what is cut off.
@MainActor
final class TabBarElement: Element {
  /// One title in a row.
  struct Item {
    var text: String
    var isSelected: Bool
    var isTrailing = false
  }

  let items: [Item]
  let sectionItems: [Item]?
  let isFocused: Bool
  /// Whether focus is on the section row rather than the main row.
  let focusesSectionRow: Bool
  /// The accent colour of the selected tab.
  let tint: TerminalColor

  init(
    items: [Item], sectionItems: [Item]?, isFocused: Bool, focusesSectionRow: Bool,
    tint: TerminalColor = Color.accentColor.terminalColor
  ) {
    self.tint = tint
    self.items = items
    self.sectionItems = sectionItems
    self.isFocused = isFocused
    self.focusesSectionRow = focusesSectionRow
  }

  private var rowCount: Int { sectionItems == nil ? 1 : 2 }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    let natural = items.reduce(0) { $0 + GraphemeWidth.columns(of: $1.text) + 3 }
    return CellSize(width: proposal.width ?? natural, height: rowCount)
  }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    let visible = frame.intersection(clip)
    guard visible.width > 0, visible.height > 0 else { return }
    var barStyle = CellStyle.plain
    barStyle.attributes.insert(.underline)
    drawRow(
      items, y: frame.y, focused: isFocused && !focusesSectionRow, base: barStyle,
      into: &screen, clip: visible)
    if let sectionItems {
      var rowStyle = CellStyle.plain
      rowStyle.attributes.insert(.dim)
      drawRow(
        sectionItems, y: frame.y + 1, focused: isFocused && focusesSectionRow, base: .plain,
        into: &screen, clip: visible, indent: 2)
    }
  }

  private func drawRow(
    _ row: [Item], y: Int, focused: Bool, base: CellStyle, into screen: inout ScreenBuffer,
    clip: CellRect, indent: Int = 0
  ) {
    guard y >= clip.y, y < clip.maxY else { return }
    screen.fill(x: clip.x, y: y, width: clip.width, height: 1, style: screen.intern(base))
    let leading = row.filter { !$0.isTrailing }
    let trailing = row.filter(\.isTrailing)
    let trailingWidth = trailing.reduce(0) { $0 + GraphemeWidth.columns(of: $1.text) + 2 }
    let start = frame.x + indent
    let end = max(start, frame.maxX - trailingWidth)
    let widths = leading.map { GraphemeWidth.columns(of: $0.text) + 2 }
    // Scroll so the selected title fits between the edges.
    var offset = 0
    if let selected = leading.firstIndex(where: \.isSelected) {
      let selectedEnd = widths[...selected].reduce(0, +) + 1
      offset = max(0, selectedEnd - (end - start - 1))
    }
    var x = start - offset
    for (item, width) in zip(leading, widths) {
      write(
        item, x: x, y: y, width: width, focused: focused, base: base, into: &screen, start: start,
        end: end)
      x += width
    }
    if offset > 0 { screen.write("‹", x: start, y: y, style: screen.intern(base)) }
    if x > end { screen.write("›", x: end - 1, y: y, style: screen.intern(base)) }
    var trailingX = end
    for item in trailing {
      let width = GraphemeWidth.columns(of: item.text) + 2
      write(
        item, x: trailingX, y: y, width: width, focused: focused, base: base, into: &screen,
        start: end, end: frame.maxX)
      trailingX += width
    }
  }

  private func write(
    _ item: Item, x: Int, y: Int, width: Int, focused: Bool, base: CellStyle,
    into screen: inout ScreenBuffer, start: Int, end: Int
  ) {
    guard x + width > start, x < end else { return }
    var style = base
    if item.isSelected {
      style = SelectionHighlight.style(style, focused ? .focused : .inactive, tint: tint)
      style.attributes.insert(.bold)
    }
    var column = x
    for character in " " + item.text + " " {
      let cellWidth = GraphemeWidth.columns(of: String(character))
      if column >= start, column + cellWidth <= end {
        screen.write(String(character), x: column, y: y, style: screen.intern(style))
      }
      column += cellWidth
    }
  }
}
