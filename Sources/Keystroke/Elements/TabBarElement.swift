import KeystrokeTerminal

/// The tab bar: one row of tab titles along the top of a tab view, the selected one bold in the
/// accent colour (an accent bar while the bar has focus), the search tab at the trailing end. When a
/// section is selected a second row lists the section's tabs. Titles that do not fit scroll so
/// the selected one shows, with `‹` and `›` marking what is cut off; the first title after `‹`
/// is shown whole.
@MainActor
final class TabBarElement: Element {
  /// One title in a row.
  struct Item: Equatable {
    let text: String
    var isSelected: Bool
    var isTrailing = false
    /// The columns `text` takes, measured once: the bar is laid out every frame.
    let columns: Int

    init(text: String, isSelected: Bool, isTrailing: Bool = false) {
      self.text = text
      self.isSelected = isSelected
      self.isTrailing = isTrailing
      columns = GraphemeWidth.columns(of: text)
    }
  }

  let items: [Item]
  let sectionItems: [Item]?
  /// Whether the bar has focus. Settled after the tab below it is built: a switch that moves
  /// focus from the bar into the new tab's first control takes it from the bar in that build.
  var isFocused: Bool
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

  /// The bar draws from its titles, focus and tint alone.
  override var drawReadsOnlyOwnValues: Bool { true }

  override func drawsLike(_ other: Element) -> Bool {
    if other === self { return true }
    guard let other = other as? TabBarElement else { return false }
    return other.items == items && other.sectionItems == sectionItems
      && other.isFocused == isFocused && other.focusesSectionRow == focusesSectionRow
      && other.tint == tint
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    // The titles are measured only when no width is proposed (the bar takes what it gets).
    if let width = proposal.width { return CellSize(width: width, height: rowCount) }
    let natural = items.reduce(0) { $0 + $1.columns + 3 }
    return CellSize(width: natural, height: rowCount)
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

  /// Where each title of a row goes: its column and width, after scrolling the row so the
  /// selected title fits; trailing titles (search) sit at the right end.
  private struct RowLayout {
    var slots: [(item: Int, x: Int, width: Int, start: Int, end: Int)] = []
    var start = 0
    var end = 0
    var offset = 0
    var leadingEnd = 0
  }

  private func layout(_ row: [Item], indent: Int) -> RowLayout {
    var result = RowLayout()
    let trailingWidth = row.filter(\.isTrailing).reduce(0) {
      $0 + $1.columns + 2
    }
    result.start = frame.x + indent
    result.end = max(result.start, frame.maxX - trailingWidth)
    let leading = row.indices.filter { !row[$0].isTrailing }
    let widths = leading.map { row[$0].columns + 2 }
    // Scroll so the selected title fits between the edges, when the titles do not all fit,
    // and further, so that the first title shown after `‹` is a whole one, not its tail.
    if widths.reduce(0, +) > result.end - result.start,
      let selected = leading.firstIndex(where: { row[$0].isSelected })
    {
      let selectedEnd = widths[...selected].reduce(0, +) + 1
      let needed = selectedEnd - (result.end - result.start - 1)
      if needed > 0 {
        // A title starting at `start` scrolled `start - 1` columns begins right after `‹`,
        // which covers the trailing space of the title before it.
        var start = 0
        for width in widths[..<selected] {
          if start - 1 >= needed { break }
          start += width
        }
        result.offset = max(0, start - 1)
      }
    }
    var x = result.start - result.offset
    for (index, width) in zip(leading, widths) {
      result.slots.append((index, x, width, result.start, result.end))
      x += width
    }
    result.leadingEnd = x
    var trailingX = result.end
    for index in row.indices where row[index].isTrailing {
      let width = row[index].columns + 2
      result.slots.append((index, trailingX, width, result.end, frame.maxX))
      trailingX += width
    }
    return result
  }

  /// The title under a point: which row (0 the main row, 1 the section row) and which item of
  /// it, or `nil` for a point between titles or hidden behind the scroll marks.
  func item(atX x: Int, y: Int) -> (sectionRow: Bool, index: Int)? {
    let onSectionRow = y == frame.y + 1 && sectionItems != nil
    guard y == frame.y || onSectionRow else { return nil }
    let row = onSectionRow ? sectionItems ?? [] : items
    let slots = layout(row, indent: onSectionRow ? 2 : 0).slots
    guard
      let slot = slots.first(where: {
        x >= max($0.x, $0.start) && x < min($0.x + $0.width, $0.end)
      })
    else { return nil }
    return (onSectionRow, slot.item)
  }

  private func drawRow(
    _ row: [Item], y: Int, focused: Bool, base: CellStyle, into screen: inout ScreenBuffer,
    clip: CellRect, indent: Int = 0
  ) {
    guard y >= clip.y, y < clip.maxY else { return }
    screen.fill(x: clip.x, y: y, width: clip.width, height: 1, style: screen.intern(base))
    let layout = layout(row, indent: indent)
    for slot in layout.slots {
      write(
        row[slot.item], x: slot.x, y: y, width: slot.width, focused: focused, base: base,
        into: &screen, start: slot.start, end: slot.end)
    }
    if layout.offset > 0 {
      screen.write("‹", x: layout.start, y: y, style: screen.intern(base))
    }
    if layout.leadingEnd > layout.end {
      screen.write("›", x: layout.end - 1, y: y, style: screen.intern(base))
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
    guard y >= 0, y < screen.height else { return }
    // The style interned once and each cluster measured once: the bar is drawn every frame.
    let id = screen.intern(style)
    var column = x
    func putASCII(_ byte: UInt8) {
      if column >= start, column < end {
        _ = screen.write(ascii: byte, x: column, y: y, style: id, end: end)
      }
      column += 1
    }
    putASCII(0x20)
    // A printable ASCII byte followed by another ASCII byte (or by nothing) is a cluster of
    // its own and is written without being measured; anything else is read as a `Character`
    // from there, so a combining mark stays with the letter before it.
    let utf8 = item.text.utf8
    var index = utf8.startIndex
    while index < utf8.endIndex {
      let byte = utf8[index]
      let next = utf8.index(after: index)
      if byte >= 0x20, byte < 0x7F, next == utf8.endIndex || utf8[next] < 0x80 {
        putASCII(byte)
        index = next
        continue
      }
      guard let character = item.text[index...].first else { break }
      let measured = GraphemeWidth(character)
      if column >= start, column + measured.columns <= end {
        _ = screen.write(character, x: column, y: y, style: id, end: end, measured: measured)
      }
      column += measured.columns
      index = item.text.index(after: index)
    }
    putASCII(0x20)
  }
}
