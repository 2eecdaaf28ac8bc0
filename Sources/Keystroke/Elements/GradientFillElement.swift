import KeystrokeTerminal

/// Shades every cell of its frame's background from a gradient: a gradient drawn as a view or
/// as a background. A cell the gradient leaves transparent keeps what was beneath it.
@MainActor
final class GradientFillElement: Element {
  override var drawReadsOnlyOwnValues: Bool { true }

  let shading: GradientShading

  init(shading: GradientShading) { self.shading = shading }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    CellSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
  }

  override func expands(along axis: Axis) -> Bool { true }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    let visible = frame.intersection(clip)
    guard visible.width > 0, visible.height > 0 else { return }
    var styles: [TerminalColor: StyleID] = [:]
    for y in visible.y..<visible.maxY {
      for x in visible.x..<visible.maxX {
        guard
          let color = shading.color(
            column: x - frame.x, row: y - frame.y, width: frame.width, height: frame.height)
        else { continue }
        let style =
          styles[color]
          ?? {
            let id = screen.intern(CellStyle(background: color))
            styles[color] = id
            return id
          }()
        screen.fill(x: x, y: y, width: 1, height: 1, style: style)
      }
    }
  }
}
