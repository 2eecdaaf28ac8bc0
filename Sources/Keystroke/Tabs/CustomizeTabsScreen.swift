import KeystrokeTerminal

/// The "Customize Tabs…" screen drawn over a tab view: every tab and section with a check box,
/// the cursor row highlighted, and the keys that work.
@MainActor
struct CustomizeTabsScreen {
  let rows: [TabViewPlan.CustomizeRow]
  let cursor: Int
  let warnings: [String]

  /// The help line.
  static let help = "↑↓ choose · Space show/hide · Shift+↑↓ move · R reset · Enter done"

  /// The title, the help (wrapped between words where the screen is narrower) and a blank
  /// line.
  private var header: [Element] {
    var title = CellStyle.plain
    title.attributes = [.bold]
    var dim = CellStyle.plain
    dim.attributes = [.dim]
    return [
      StyledLinesElement(
        lines: [.init(segments: [("Customize Tabs", title)], fill: nil)], fillsWidth: true),
      TextElement(runs: [(Self.help, dim)], lineLimit: nil, alignment: .leading),
      StyledLinesElement(lines: [.init(segments: [], fill: nil)], fillsWidth: true),
    ]
  }

  /// One line per tab and section, the cursor's reversed.
  private var rowLines: [StyledLinesElement.Line] {
    var result: [StyledLinesElement.Line] = []
    for (index, row) in rows.enumerated() {
      let isCursor = index == cursor
      var style = CellStyle.plain
      if isCursor { style.attributes.insert(.reverse) }
      if !row.isShown { style.attributes.insert(.dim) }
      let indent = row.container.isEmpty ? "" : "  "
      let box = row.isSection ? "▾" : (row.isShown ? "[✓]" : "[ ]")
      var notes: [String] = []
      if row.id == nil {
        notes.append("no customizationID")
      } else if !row.canMove {
        notes.append("fixed")
      } else if !row.canHide {
        notes.append("always shown")
      }
      if row.isSection, !row.isShown { notes.append("hidden") }
      let note = notes.isEmpty ? "" : "  (" + notes.joined(separator: ", ") + ")"
      let text = (isCursor ? "▸ " : "  ") + indent + box + " " + row.title + note
      result.append(.init(segments: [(text, style)], fill: isCursor ? style : nil))
    }
    return result
  }

  /// The problems the customization has, one line each.
  private var warningLines: [StyledLinesElement.Line] {
    var warning = CellStyle.plain
    warning.foreground = Color.yellow.terminalColor
    return warnings.map { .init(segments: [("⚠ " + $0, warning)], fill: nil) }
  }

  /// The screen as an element that fills the tab view. The rows take the height the title,
  /// help and warnings leave; when there are more, a window of them keeps the cursor's row in
  /// view (kept in `window` between updates), with a scroll bar.
  func element(window: ItemWindowPosition) -> Element {
    let rows = rowLines.map { StyledLinesElement(lines: [$0], fillsWidth: true) as Element }
    var items = header
    if !rows.isEmpty {
      items.append(RowWindowElement(rows: rows, highlighted: cursor, first: window))
    }
    if !warnings.isEmpty { items.append(StyledLinesElement(lines: warningLines, fillsWidth: true)) }
    return FillingElement(
      child: StackElement(axis: .vertical, horizontalAlignment: .leading, spacing: 0, items: items))
  }
}

/// Takes all the space offered and puts its child at the top leading corner.
@MainActor
final class FillingElement: Element {
  let child: Element

  init(child: Element) { self.child = child }

  override var children: [Element] { [child] }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    let inner = child.sizeThatFits(proposal)
    return CellSize(width: proposal.width ?? inner.width, height: proposal.height ?? inner.height)
  }

  override func expands(along axis: Axis) -> Bool { true }

  override func place(in rect: CellRect) {
    frame = rect
    let size = child.sizeThatFits(SizeProposal(rect.size))
    child.place(
      in: CellRect(
        x: rect.x, y: rect.y, width: min(size.width, rect.width),
        height: min(size.height, rect.height)))
  }
}
