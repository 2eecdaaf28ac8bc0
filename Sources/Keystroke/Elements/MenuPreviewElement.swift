import KeystrokeTerminal

/// A context menu's box with the preview `.contextMenu(menuItems:preview:)` gave it: the preview
/// to the right of the menu, past a vertical rule, when the width offered holds the menu whole
/// and leaves the preview room; else above the menu, past a horizontal rule, when the height
/// offered holds both; else the menu alone, so the choices are never cut short for a picture
/// of the item.
@MainActor
final class MenuPreviewElement: Element {
  /// Where the preview goes, as the last layout chose.
  enum Arrangement: Equatable {
    /// The preview to the right of the menu.
    case beside
    /// The preview above the menu.
    case above
    /// No preview: the menu alone.
    case hidden
  }

  /// The fewest columns a preview beside the menu is given (or its ideal width, when less).
  static let narrowestPreview = 12

  /// The menu's items.
  let menu: Element
  /// The preview's content.
  let preview: Element
  /// How the last placement arranged the two.
  @exclusivity(unchecked) private(set) var arrangement = Arrangement.hidden
  /// Where the rule between them was drawn by the last placement.
  @exclusivity(unchecked) private var rule = CellRect.zero

  init(menu: Element, preview: Element) {
    self.menu = menu
    self.preview = preview
  }

  override var children: [Element] {
    arrangement == .hidden ? [menu] : [preview, menu]
  }

  /// The arrangement for `proposal`, with the sizes the menu and the preview take in it.
  private func layout(for proposal: SizeProposal) -> (
    arrangement: Arrangement, menu: CellSize, preview: CellSize
  ) {
    // The menu's rows stretch to any width offered: it is measured at its ideal width.
    let idealMenu = menu.sizeThatFits(SizeProposal(width: nil, height: proposal.height))
    let menuSize = menu.sizeThatFits(
      SizeProposal(
        width: proposal.width.map { min($0, idealMenu.width) } ?? idealMenu.width,
        height: proposal.height))
    let ideal = preview.sizeThatFits(SizeProposal(width: nil, height: proposal.height))
    let room = proposal.width.map { $0 - menuSize.width - 3 } ?? ideal.width
    if room >= min(ideal.width, Self.narrowestPreview), room > 0 {
      let size = preview.sizeThatFits(
        SizeProposal(width: min(room, ideal.width), height: proposal.height))
      return (.beside, menuSize, size)
    }
    let width = proposal.width ?? menuSize.width
    let above = preview.sizeThatFits(SizeProposal(width: width, height: nil))
    if width > 0, proposal.height.map({ above.height + 1 + menuSize.height <= $0 }) ?? true {
      return (.above, menuSize, above)
    }
    return (.hidden, menuSize, .zero)
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    let chosen = layout(for: proposal)
    switch chosen.arrangement {
    case .beside:
      return CellSize(
        width: chosen.menu.width + 3 + chosen.preview.width,
        height: max(chosen.menu.height, chosen.preview.height))
    case .above:
      return CellSize(
        width: max(chosen.menu.width, chosen.preview.width),
        height: chosen.preview.height + 1 + chosen.menu.height)
    case .hidden:
      return chosen.menu
    }
  }

  override func place(in rect: CellRect) {
    place(in: rect, proposal: SizeProposal(rect.size))
  }

  override func place(in rect: CellRect, proposal: SizeProposal) {
    frame = rect
    let chosen = layout(for: proposal)
    arrangement = chosen.arrangement
    switch chosen.arrangement {
    case .beside:
      menu.place(
        in: CellRect(x: rect.x, y: rect.y, width: chosen.menu.width, height: chosen.menu.height))
      rule = CellRect(x: rect.x + chosen.menu.width + 1, y: rect.y, width: 1, height: rect.height)
      preview.place(
        in: CellRect(
          x: rule.x + 2, y: rect.y, width: max(0, rect.maxX - rule.x - 2),
          height: min(rect.height, chosen.preview.height)))
    case .above:
      preview.place(
        in: CellRect(
          x: rect.x, y: rect.y, width: rect.width,
          height: min(rect.height, chosen.preview.height)))
      rule = CellRect(x: rect.x, y: rect.y + chosen.preview.height, width: rect.width, height: 1)
      menu.place(
        in: CellRect(
          x: rect.x, y: rule.y + 1, width: rect.width, height: max(0, rect.maxY - rule.y - 1)))
    case .hidden:
      rule = .zero
      menu.place(in: rect, proposal: proposal)
    }
  }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    var style = CellStyle.plain
    style.attributes.insert(.dim)
    switch arrangement {
    case .beside:
      for row in rule.y..<rule.maxY where clip.contains(x: rule.x, y: row) {
        screen.write("│", x: rule.x, y: row, style: style)
      }
    case .above:
      if rule.y >= clip.y, rule.y < clip.maxY {
        let line = rule.intersection(clip)
        screen.write(
          String(repeating: "─", count: max(0, line.width)), x: line.x, y: rule.y, style: style)
      }
    case .hidden:
      break
    }
    super.draw(into: &screen, clip: clip)
  }

  override func expands(along axis: Axis) -> Bool { false }
}
