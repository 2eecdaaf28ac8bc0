import KeystrokeTerminal

/// A slider's track across the width it is given: `━━━━●─────`, the part before the knob
/// heavy, the knob `●`, the rest light and dim.
@MainActor
final class SliderElement: Element {
  let fraction: Double
  let style: CellStyle

  init(fraction: Double, style: CellStyle) {
    self.fraction = fraction
    self.style = style
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    CellSize(width: proposal.width ?? 20, height: 1)
  }

  override func expands(along axis: Axis) -> Bool { axis == .horizontal }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    guard frame.width > 0, frame.height > 0 else { return }
    let knob = SliderStepping.knob(fraction: fraction, width: frame.width)
    var rest = style
    rest.attributes.insert(.dim)
    for offset in 0..<frame.width where clip.contains(x: frame.x + offset, y: frame.y) {
      let glyph = offset < knob ? "━" : offset == knob ? "●" : "─"
      screen.write(glyph, x: frame.x + offset, y: frame.y, style: offset > knob ? rest : style)
    }
  }
}
