import KeystrokeCore
import KeystrokeTerminal

/// The whole screen of an app: the menu bar on the top row, the window's content, the hint
/// line on the bottom row, and the open menu drawn over the content.
@MainActor
final class AppFrameElement: Element {
  let bar: ResolvedMenuBar
  let state: AppRuntimeState
  let profile: TerminalKeyProfile
  /// How this terminal spells the window's shortcuts (the mapping dispatch uses).
  let mapping: KeyMapping
  let content: Element
  let hints: [HintLine.Entry]?
  let palette: PaletteRows?
  private var contentArea = CellRect.zero
  /// The frame drawn before this one, when its content area can be taken as it was (see
  /// ``takeContent(from:screen:coveredByLayers:)``).
  private var previousContent: (screen: ScreenBuffer, area: CellRect)?
  /// Whether this frame drew a menu or the palette over its content.
  private(set) var drewOverContent = false

  init(
    bar: ResolvedMenuBar, state: AppRuntimeState, profile: TerminalKeyProfile,
    mapping: KeyMapping, content: Element,
    hints: [HintLine.Entry]?, palette: PaletteRows? = nil
  ) {
    self.bar = bar
    self.state = state
    self.profile = profile
    self.mapping = mapping
    self.content = content
    self.hints = hints
    self.palette = palette
  }

  override var children: [Element] { [content] }

  private var chromeRows: Int { hints == nil ? 1 : 2 }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    let inner = content.sizeThatFits(
      SizeProposal(width: proposal.width, height: proposal.height.map { $0 - chromeRows }))
    return CellSize(
      width: proposal.width ?? inner.width, height: proposal.height ?? inner.height + chromeRows)
  }

  override func place(in rect: CellRect) {
    frame = rect
    settleMenuWindow()
    contentArea = rect.inset(top: 1, leading: 0, bottom: chromeRows - 1, trailing: 0)
    let size = content.sizeThatFits(SizeProposal(contentArea.size))
    let fitted = CellSize(
      width: min(size.width, contentArea.width), height: min(size.height, contentArea.height))
    let origin = Alignment.center.origin(of: fitted, in: contentArea)
    content.place(
      in: CellRect(x: origin.x, y: origin.y, width: fitted.width, height: fitted.height))
  }

  /// Offers the last frame's screen: when `previous` drew this very content element in the
  /// same area, with nothing over it (no menu, palette or presented layer), the content area
  /// is copied from `screen` instead of drawn again. A kept content element is the same object
  /// only when nothing in the window changed, and drawing is a function of the element and its
  /// frame, so the copy is what drawing would give (opening a menu costs the menu, not the
  /// window). The menu bar and the hint line are taken the same way when they would show what
  /// they showed.
  func takeContent(from previous: AppFrameElement, screen: ScreenBuffer, coveredByLayers: Bool) {
    if let drawn = previous.drawnChrome {
      let now = chromeShown
      let sameBar = drawn.sameBar(as: now)
      // An open menu can reach down over the hint line.
      let sameHints =
        drawn.frame == now.frame && now.hints != nil && drawn.hints == now.hints
        && !previous.drewOverContent && frame.height > 1
      if sameBar || sameHints { previousChrome = (screen, sameBar, sameHints) }
    }
    guard content.drawsLike(previous.content), !previous.drewOverContent,
      !coveredByLayers
    else { return }
    previousContent = (screen, previous.contentArea)
  }

  /// What the menu bar and the hint line rows show, so the next frame can tell whether it
  /// would draw them the same.
  struct ChromeRows: Equatable {
    let frame: CellRect
    let titles: [String]
    /// Whether each menu sits at the trailing end (a menu bar extra).
    let trailing: [Bool]
    let openMenu: Int?
    let hints: [HintLine.Entry]?

    /// Whether the menu bar row shows the same as `other`'s.
    func sameBar(as other: ChromeRows) -> Bool {
      frame == other.frame && titles == other.titles && trailing == other.trailing
        && openMenu == other.openMenu
    }
  }

  private var chromeShown: ChromeRows {
    ChromeRows(
      frame: frame, titles: bar.menus.map(\.title), trailing: bar.menus.map(\.isTrailing),
      openMenu: state.openMenu, hints: hints)
  }

  /// The rows this frame drew, once it has drawn.
  private var drawnChrome: ChromeRows?
  /// The last frame's screen, and which of its chrome rows this frame takes as they are.
  private var previousChrome: (screen: ScreenBuffer, bar: Bool, hints: Bool)?

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    let area = clip.intersection(contentArea)
    if let previous = previousContent, previous.area == contentArea {
      screen.copyCells(
        rows: area.y..<area.maxY, columns: area.x..<area.maxX, from: previous.screen)
    } else {
      content.draw(into: &screen, clip: area)
    }
    previousContent = nil
    let chrome = previousChrome
    previousChrome = nil
    if let chrome, chrome.bar {
      screen.copyCells(
        rows: frame.y..<frame.y + 1, columns: frame.x..<frame.maxX, from: chrome.screen)
    } else {
      drawMenuBar(into: &screen)
    }
    if let hints {
      if let chrome, chrome.hints {
        screen.copyCells(
          rows: (frame.maxY - 1)..<frame.maxY, columns: frame.x..<frame.maxX, from: chrome.screen)
      } else {
        drawHints(hints, into: &screen)
      }
    }
    drawnChrome = chromeShown
  }

  override var overlayArea: CellRect { contentArea }

  override func drawTopmost(into screen: inout ScreenBuffer, clip: CellRect) {
    drewOverContent = false
    if let open = state.openMenu, bar.menus.indices.contains(open) {
      drawMenu(open, into: &screen)
      drewOverContent = true
    }
    if let palette {
      let shown = palette.draw(in: contentArea, into: &screen)
      if palette.fillsArea { state.shortcutsEditorRowsShown = shown }
      drewOverContent = true
    }
  }

  /// The column where each menu's title starts: the app's menus from the left, menu bar
  /// extras from the right end (after the others when the bar is too narrow for that). On a
  /// bar too narrow for every title, the titles move left as far as an open menu's title needs
  /// to be seen whole (``barShift``).
  private var titleColumns: [Int] {
    let width = { (menu: MenuBarMenu) in GraphemeWidth.columns(of: menu.title) + 2 }
    let leadingEnd = bar.menus.filter { !$0.isTrailing }.reduce(frame.x) { $0 + width($1) }
    let trailingWidth = bar.menus.filter(\.isTrailing).reduce(0) { $0 + width($1) }
    var leading = frame.x + 1
    var trailing = max(leadingEnd, frame.maxX - trailingWidth) + 1
    let columns = bar.menus.map { menu in
      if menu.isTrailing {
        defer { trailing += width(menu) }
        return trailing
      }
      defer { leading += width(menu) }
      return leading
    }
    let shift = barShift(columns: columns, width: width)
    return shift == 0 ? columns : columns.map { $0 - shift }
  }

  /// How far the titles move left so the open menu's title ends on the bar (0 while it fits,
  /// or no menu is open); the bar's first column then shows `‹`, so the shift has room.
  private func barShift(columns: [Int], width: (MenuBarMenu) -> Int) -> Int {
    guard let open = state.openMenu, bar.menus.indices.contains(open) else { return 0 }
    let end = columns[open] - 1 + width(bar.menus[open])
    guard end > frame.maxX else { return 0 }
    return min(end - frame.maxX, max(0, columns[open] - 2 - frame.x))
  }

  private func drawMenuBar(into screen: inout ScreenBuffer) {
    guard frame.height > 0, frame.width > 0 else { return }
    let barStyle = CellStyle(attributes: [.reverse])
    screen.fill(
      x: frame.x, y: frame.y, width: frame.width, height: 1, style: screen.intern(barStyle))
    let columns = titleColumns
    let isShifted = columns.first.map { $0 < frame.x + 1 } ?? false
    // Titles that run past the right end: `›` in the last column says there is more (F10 and
    // ←/→ reach every menu), as the tab bar does, and a title that would be cut is left out
    // rather than shown as a stray word.
    let ends = zip(columns, bar.menus).map { $0 + GraphemeWidth.columns(of: $1.title) }
    let hasMore = (ends.max() ?? 0) > frame.maxX && frame.width > 1
    for (index, menu) in bar.menus.enumerated() {
      let column = columns[index]
      if hasMore, ends[index] > frame.maxX - 1 { continue }
      let style = state.openMenu == index ? CellStyle(attributes: [.bold]) : barStyle
      let title = " " + menu.title + " "
      let start = column - 1
      if start >= frame.x {
        screen.write(title, x: start, y: frame.y, style: style, limit: frame.maxX)
      } else if start + GraphemeWidth.columns(of: title) > frame.x {
        // A title moved partly off the bar's left end: its end is shown.
        let hidden = frame.x - start
        screen.write(
          String(title.dropFirst(hidden)), x: frame.x, y: frame.y, style: style,
          limit: frame.maxX)
      }
    }
    if isShifted {
      screen.write("‹", x: frame.x, y: frame.y, style: barStyle, limit: frame.x + 1)
    }
    if hasMore {
      screen.write("›", x: frame.maxX - 1, y: frame.y, style: barStyle, limit: frame.maxX)
    }
  }

  private func drawHints(_ hints: [HintLine.Entry], into screen: inout ScreenBuffer) {
    let y = frame.maxY - 1
    guard y > frame.y else { return }
    var x = frame.x
    let keyStyle = CellStyle(attributes: [.reverse])
    let titleStyle = CellStyle(attributes: [.dim])
    for (index, hint) in HintFitting.fitted(hints, width: frame.width).enumerated() {
      if index > 0 { x = screen.write("  ", x: x, y: y, style: titleStyle) }
      x = screen.write(hint.keys, x: x, y: y, style: keyStyle)
      x = screen.write(" " + hint.title, x: x, y: y, style: titleStyle)
    }
  }

  /// Where an open menu is drawn: its rows, left column, top row and inner width, and the
  /// window of rows shown (all of them, unless the menu is taller than the screen).
  private func menuBox(_ index: Int) -> MenuBox? {
    let menu = bar.menus[index]
    let rows = MenuRows.rows(for: menu, profile: profile, mapping: mapping)
    guard !rows.isEmpty else { return nil }
    let titleWidth = rows.map { GraphemeWidth.columns(of: $0.title) }.max() ?? 0
    let keysWidth = rows.map { GraphemeWidth.columns(of: $0.keys) }.max() ?? 0
    let innerWidth = min(frame.width - 2, titleWidth + (keysWidth > 0 ? keysWidth + 3 : 0) + 2)
    guard innerWidth > 0 else { return nil }
    let left = max(frame.x, min(titleColumns[index] - 1, frame.maxX - innerWidth - 2))
    let top = frame.y + 1
    // Rows fit between the top border and the bottom border on the screen's last row.
    let available = max(1, frame.maxY - 1 - (top + 1))
    let previous = state.menuFirstRow.flatMap { $0.menu == index ? $0.row : nil } ?? 0
    let first = MenuWindow.first(
      rows: rows, highlighted: state.highlightedEntry, available: available, previous: previous)
    return MenuBox(
      rows: rows, left: left, top: top, width: innerWidth, first: first,
      shown: min(rows.count, available))
  }

  /// An open menu's place on screen and the window of its rows shown.
  private struct MenuBox {
    let rows: [MenuRows.Row]
    let left: Int
    let top: Int
    let width: Int
    /// The first row shown.
    let first: Int
    /// How many rows are shown.
    let shown: Int
    /// Whether rows are left out above or below.
    var scrolls: Bool { shown < rows.count }
  }

  /// Keeps the open menu's window where this layout put it, so the next frame moves it only
  /// as far as its highlight needs.
  private func settleMenuWindow() {
    guard let open = state.openMenu, bar.menus.indices.contains(open), let box = menuBox(open)
    else {
      state.menuFirstRow = nil
      return
    }
    state.menuFirstRow = (open, box.first)
    state.menuRowsShown = box.shown
  }

  /// A wheel step at a cell while a menu is open: over the open menu, its window moves by
  /// `step` rows with the highlight kept among the rows shown (``MenuWindow/scrolled(rows:first:shown:highlighted:by:)``);
  /// elsewhere nothing moves, as an open menu holds the pointer.
  ///
  /// - Returns: `nil` with no menu open (the views take the wheel), else whether it moved.
  func scrollMenu(x: Int, y: Int, by step: Int) -> Bool? {
    guard let open = state.openMenu, bar.menus.indices.contains(open) else { return nil }
    let hit = menuHit(x: x, y: y)
    if case .title = hit { return false }
    guard hit != .outside, let box = menuBox(open),
      let moved = MenuWindow.scrolled(
        rows: box.rows, first: box.first, shown: box.shown,
        highlighted: state.highlightedEntry, by: step)
    else { return false }
    state.menuFirstRow = (open, moved.first)
    state.highlightedEntry = moved.highlighted
    return true
  }

  /// What a click at a cell hits: a menu title on the bar, an item of the open menu (by its
  /// position among the selectable items), another part of the open menu, or neither.
  func menuHit(x: Int, y: Int) -> MenuBarInteraction.Hit {
    if y == frame.y, x >= frame.x, x < frame.maxX {
      let columns = titleColumns
      for (index, menu) in bar.menus.enumerated() {
        let start = columns[index] - 1
        if x >= start, x < start + GraphemeWidth.columns(of: menu.title) + 2 {
          return .title(index)
        }
      }
      return .outside
    }
    guard let open = state.openMenu, bar.menus.indices.contains(open),
      let box = menuBox(open)
    else { return .outside }
    guard x >= box.left, x <= box.left + box.width + 1, y >= box.top,
      y <= box.top + box.shown + 1
    else { return .outside }
    let rowIndex = box.first + y - box.top - 1
    guard y > box.top, y <= box.top + box.shown, box.rows.indices.contains(rowIndex),
      !box.rows[rowIndex].isSeparator, x > box.left, x <= box.left + box.width
    else { return .menu }
    return .item(box.rows[..<rowIndex].filter { !$0.isSeparator }.count)
  }

  private func drawMenu(_ index: Int, into screen: inout ScreenBuffer) {
    guard let box = menuBox(index) else { return }
    let (left, top, innerWidth) = (box.left, box.top, box.width)
    let plain = CellStyle.plain
    var y = top
    screen.write(
      "┌" + String(repeating: "─", count: innerWidth) + "┐", x: left, y: y, style: plain)
    y += 1
    var selectable = box.rows[..<box.first].filter { !$0.isSeparator }.count
    for row in box.rows[box.first..<(box.first + box.shown)] {
      if row.isSeparator {
        screen.write(
          "├" + String(repeating: "─", count: innerWidth) + "┤", x: left, y: y, style: plain)
      } else {
        var style = CellStyle.plain
        if !row.isEnabled { style.attributes.insert(.dim) }
        // A disabled item is never shown highlighted (the arrows skip it), so a menu with
        // nothing enabled shows no highlight at all rather than one on an item that does
        // nothing.
        if selectable == state.highlightedEntry, row.isEnabled {
          style = SelectionHighlight.style(style, .focused, tint: Color.accentColor.terminalColor)
        }
        screen.write("│", x: left, y: y, style: plain)
        screen.fill(x: left + 1, y: y, width: innerWidth, height: 1, style: screen.intern(style))
        screen.write(
          " " + row.title, x: left + 1, y: y, style: style, limit: left + 1 + innerWidth)
        if !row.keys.isEmpty {
          let keysX = left + 1 + innerWidth - 1 - GraphemeWidth.columns(of: row.keys)
          screen.write(row.keys, x: keysX, y: y, style: style, limit: left + 1 + innerWidth)
        }
        screen.write("│", x: left + 1 + innerWidth, y: y, style: plain)
        selectable += 1
      }
      y += 1
    }
    screen.write(
      "└" + String(repeating: "─", count: innerWidth) + "┘", x: left, y: y, style: plain)
    if box.scrolls {
      // The right border becomes a scroll bar: where the window is among all the rows.
      let thumb = ScrollIndicator.thumb(
        track: box.shown, viewport: box.shown, content: box.rows.count, offset: box.first)
      ScrollIndicator.draw(
        track: box.shown, thumb: thumb, axis: .vertical, from: (left + 1 + innerWidth, top + 1),
        clip: frame, into: &screen)
    }
  }
}
