import Foundation

/// What `.onScrollPhaseChange(_:)`
/// tells its action besides the phases: the scroll view's geometry as the phase changed.
/// Only Keystroke makes one.
public struct ScrollPhaseChangeContext: Sendable {
  /// The geometry of the scroll view when its phase changed, after the layout that scrolled
  /// it (or, going back to idle, the one after).
  public let geometry: ScrollGeometry
  /// How fast the scroll view was moving; always `nil` in a terminal, where a scroll is a jump
  /// of whole rows with no speed.
  public let velocity: CGVector?

  init(geometry: ScrollGeometry, velocity: CGVector? = nil) {
    self.geometry = geometry
    self.velocity = velocity
  }
}
