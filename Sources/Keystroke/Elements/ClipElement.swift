import KeystrokeTerminal

/// Draws its child only within its own frame: `.clipped()` and `.clipShape(_:)`.
@MainActor
final class ClipElement: WrapperElement {
  override class var passesAlignmentGuides: Bool { true }

  override var drawReadsOnlyOwnValues: Bool { true }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    child.draw(into: &screen, clip: clip.intersection(frame))
  }
}
