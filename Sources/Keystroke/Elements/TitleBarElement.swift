import KeystrokeTerminal

/// A screen with a title bar on its first row: `‹ Back` when something is pushed, the title in
/// bold, leading toolbar items after it and the other items at the trailing end.
@MainActor
final class TitleBarElement: Element {
  let title: String?
  let back: String?
  let toolbar: [Element]
  let content: Element

  init(title: String?, back: String?, toolbar: [Element], content: Element) {
    self.title = title
    self.back = back
    self.toolbar = toolbar
    self.content = content
  }

  override var children: [Element] { toolbar + [content] }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    let inner = content.sizeThatFits(
      SizeProposal(width: proposal.width, height: proposal.height.map { $0 - 1 }))
    return CellSize(width: proposal.width ?? inner.width, height: inner.height + 1)
  }

  override func expands(along axis: Axis) -> Bool {
    axis == .horizontal || content.expands(along: axis)
  }

  private var leading: [Element] {
    toolbar.filter { ($0 as? ToolbarPlacementElement)?.placement.isLeading == true }
  }

  private var trailing: [Element] {
    toolbar.filter { ($0 as? ToolbarPlacementElement)?.placement.isLeading != true }
  }

  private var titleText: String {
    (back.map { "‹ \($0)  " } ?? "") + (title ?? "")
  }

  override func place(in rect: CellRect) {
    frame = rect
    var x = rect.x + GraphemeWidth.columns(of: titleText) + (titleText.isEmpty ? 0 : 2)
    for item in leading {
      let size = item.sizeThatFits(.unspecified)
      item.place(in: CellRect(x: x, y: rect.y, width: size.width, height: min(1, rect.height)))
      x += size.width + 1
    }
    var right = rect.maxX
    for item in trailing.reversed() {
      let size = item.sizeThatFits(.unspecified)
      right -= size.width
      item.place(
        in: CellRect(x: max(x, right), y: rect.y, width: size.width, height: min(1, rect.height)))
      right -= 1
    }
    content.place(in: rect.inset(top: 1, leading: 0, bottom: 0, trailing: 0))
  }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    guard frame.height > 0 else { return }
    if let back {
      let backText = "‹ \(back)  "
      screen.write(
        backText, x: frame.x, y: frame.y, style: CellStyle(attributes: [.dim]), limit: frame.maxX)
    }
    if let title {
      let x = frame.x + (back.map { GraphemeWidth.columns(of: "‹ \($0)  ") } ?? 0)
      screen.write(
        title, x: x, y: frame.y, style: CellStyle(attributes: [.bold]), limit: frame.maxX)
    }
    for item in toolbar { item.draw(into: &screen, clip: clip.intersection(frame)) }
    content.draw(into: &screen, clip: clip)
  }
}
