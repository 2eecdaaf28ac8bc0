import KeystrokeTerminal

/// Draws a child fully, dimmed, or not at all (keeping its space): the terminal's meaning of
/// `.opacity(_:)` and `.hidden()`.
@MainActor
final class OpacityElement: WrapperElement {
  override class var passesAlignmentGuides: Bool { true }

  override var drawReadsOnlyOwnValues: Bool { true }

  /// How the child is drawn.
  enum Level {
    /// As is.
    case opaque
    /// With every cell dimmed.
    case dimmed
    /// Not drawn.
    case hidden
  }

  let level: Level

  init(child: Element, level: Level) {
    self.level = level
    super.init(child: child)
  }

  /// The level for a SwiftUI opacity: 0 or less hides, below 1 dims, 1 or more is opaque.
  static func level(opacity: Double) -> Level {
    if opacity <= 0 || opacity.isNaN { return .hidden }
    return opacity < 1 ? .dimmed : .opaque
  }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    switch level {
    case .hidden:
      return
    case .opaque:
      child.draw(into: &screen, clip: clip)
    case .dimmed:
      child.draw(into: &screen, clip: clip)
      screen.restyle(frame.intersection(clip)) { style in style.attributes.insert(.dim) }
    }
  }
}
