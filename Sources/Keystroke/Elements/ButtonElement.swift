import KeystrokeTerminal

/// Draws a button around its label: `[ Label ]` by default, the bare label for plain and
/// borderless styles; reversed while focused, dim while disabled.
@MainActor
final class ButtonElement: Element {
  override var drawReadsOnlyOwnValues: Bool { true }

  let label: Element
  let style: ButtonStyleKind
  let isFocused: Bool
  let isEnabled: Bool
  let tint: Color

  init(label: Element, style: ButtonStyleKind, isFocused: Bool, isEnabled: Bool, tint: Color) {
    self.label = label
    self.style = style
    self.isFocused = isFocused
    self.isEnabled = isEnabled
    self.tint = tint
  }

  override var children: [Element] { [label] }

  override var measuresAsItDraws: Bool { true }

  override func drawsLike(_ other: Element) -> Bool {
    if other === self { return true }
    guard let other = other as? ButtonElement, other.style == style,
      other.isFocused == isFocused, other.isEnabled == isEnabled, other.tint == tint
    else { return false }
    return label.drawsLike(other.label)
  }

  private var chrome: Int { style == .bordered ? 2 : 0 }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    // A one-line title stays on one line, truncated with `…` when squeezed, rather than
    // wrapping inside the button's brackets.
    let natural = label.sizeThatFits(.unspecified)
    let height = natural.height <= 1 ? 1 : proposal.height
    let inner = label.sizeThatFits(
      SizeProposal(width: proposal.width.map { max(0, $0 - 2 * chrome) }, height: height))
    return CellSize(width: inner.width + 2 * chrome, height: max(1, inner.height))
  }

  override func place(in rect: CellRect) {
    frame = rect
    let inner = rect.inset(top: 0, leading: chrome, bottom: 0, trailing: chrome)
    // Placed taller than its label (alone in a column), the label sits on the middle row,
    // where the brackets are drawn.
    let height =
      inner.height <= 1
      ? inner.height
      : min(inner.height, label.sizeThatFits(SizeProposal(inner.size)).height)
    let top = inner.y + (inner.height - height) / 2
    label.place(in: CellRect(x: inner.x, y: top, width: inner.width, height: height))
    bracketRow = height > 0 ? top + (height - 1) / 2 : rect.y + rect.height / 2
  }

  /// The row the brackets are drawn on: the label's middle row.
  private var bracketRow = 0

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    var chromeStyle = CellStyle.plain
    if !isEnabled { chromeStyle.attributes.insert(.dim) }
    if style == .borderless, isEnabled { chromeStyle.foreground = tint.terminalColor }
    if isFocused {
      chromeStyle = SelectionHighlight.style(
        chromeStyle, .focused, tint: tint.terminalColor, keepsColor: true)
    }
    let visible = frame.intersection(clip)
    if isFocused || style == .bordered {
      screen.fill(
        x: visible.x, y: visible.y, width: visible.width, height: visible.height,
        style: screen.intern(chromeStyle))
    }
    if style == .bordered, frame.width >= 4 {
      let y = bracketRow
      if clip.contains(x: frame.x, y: y) { screen.write("[", x: frame.x, y: y, style: chromeStyle) }
      if clip.contains(x: frame.maxX - 1, y: y) {
        screen.write("]", x: frame.maxX - 1, y: y, style: chromeStyle)
      }
    }
    label.draw(into: &screen, clip: clip)
    guard isFocused || !isEnabled || style == .borderless else { return }
    // Give the label's cells the button's emphasis (focus, disabled, tint), in place: copying
    // the screen for the label would copy every cell of it for each button.
    let inner = CellRect(
      x: visible.x + chrome, y: visible.y, width: max(0, visible.width - 2 * chrome),
      height: visible.height)
    let tint = tint.terminalColor
    let isFocused = isFocused
    let isEnabled = isEnabled
    let isBorderless = style == .borderless
    screen.restyle(inner) { cellStyle in
      if isFocused {
        cellStyle = SelectionHighlight.style(cellStyle, .focused, tint: tint, keepsColor: true)
      }
      if !isEnabled { cellStyle.attributes.insert(.dim) }
      if isBorderless, isEnabled, cellStyle.foreground == .default { cellStyle.foreground = tint }
    }
  }
}
