import KeystrokeTerminal

/// A tab view's layout: the tab bar on top, or the sidebar on the left, or the index dots at
/// the bottom, around the selected tab's content, with customization warnings on the last row.
/// It takes all the space it is offered and centres the content in what is left.
@MainActor
final class TabViewElement: Element {
  /// Where the chrome goes.
  enum Chrome {
    case top(Element)
    case leading(Element, width: Int)
    case bottom(Element)
    case none
  }

  let chrome: Chrome
  let content: Element
  let warnings: [String]
  /// Where the tab bar drawn last is kept, for a bar made anew to take over its drawing.
  private let barHistory: TabViewState?

  init(chrome: Chrome, content: Element, warnings: [String], barHistory: TabViewState? = nil) {
    self.chrome = chrome
    self.content = content
    self.warnings = warnings
    self.barHistory = barHistory
  }

  override var children: [Element] {
    switch chrome {
    case .top(let element), .leading(let element, _), .bottom(let element): [element, content]
    case .none: [content]
    }
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    let inner = content.sizeThatFits(proposal)
    return CellSize(
      width: proposal.width ?? inner.width, height: proposal.height ?? inner.height + 1)
  }

  override func expands(along axis: Axis) -> Bool { true }

  private var warningRect: CellRect {
    let rows = min(warnings.count, frame.height)
    return CellRect(x: frame.x, y: frame.maxY - rows, width: frame.width, height: rows)
  }

  override func place(in rect: CellRect) {
    frame = rect
    var area = rect.inset(top: 0, leading: 0, bottom: warningRect.height, trailing: 0)
    switch chrome {
    case .top(let element):
      let height = min(area.height, element.sizeThatFits(SizeProposal(area.size)).height)
      element.place(in: CellRect(x: area.x, y: area.y, width: area.width, height: height))
      area = area.inset(top: height, leading: 0, bottom: 0, trailing: 0)
    case .leading(let element, let width):
      let columns = min(width, area.width)
      element.place(in: CellRect(x: area.x, y: area.y, width: columns, height: area.height))
      area = area.inset(top: 0, leading: min(area.width, columns + 1), bottom: 0, trailing: 0)
    case .bottom(let element):
      let height = min(area.height, 1)
      element.place(
        in: CellRect(x: area.x, y: area.maxY - height, width: area.width, height: height))
      area = area.inset(top: 0, leading: 0, bottom: height, trailing: 0)
    case .none:
      break
    }
    let size = content.sizeThatFits(SizeProposal(area.size))
    let fitted = CellSize(width: min(size.width, area.width), height: min(size.height, area.height))
    let origin = Alignment.center.origin(of: fitted, in: area)
    content.place(
      in: CellRect(x: origin.x, y: origin.y, width: fitted.width, height: fitted.height))
  }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    let visible = frame.intersection(clip)
    content.draw(into: &screen, clip: visible)
    switch chrome {
    case .top(let element as TabBarElement):
      DrawMemo.draw(element, into: &screen, clip: visible, previous: barHistory?.drawnBar)
      barHistory?.drawnBar = element
    case .top(let element), .bottom(let element):
      element.draw(into: &screen, clip: visible)
    case .leading(let element, let width):
      element.draw(into: &screen, clip: visible)
      let x = frame.x + width
      var style = CellStyle.plain
      style.foreground = Color.secondary.terminalColor
      for y in visible.y..<(visible.maxY - warningRect.height)
      where x >= visible.x && x < visible.maxX {
        screen.write("│", x: x, y: y, style: screen.intern(style))
      }
    case .none:
      break
    }
    var warningStyle = CellStyle.plain
    warningStyle.foreground = Color.yellow.terminalColor
    for (row, warning) in warnings.prefix(warningRect.height).enumerated() {
      let y = warningRect.y + row
      screen.fill(x: visible.x, y: y, width: visible.width, height: 1, style: .plain)
      screen.write(
        "⚠ " + warning, x: frame.x, y: y, style: screen.intern(warningStyle), limit: visible.maxX)
    }
  }
}
