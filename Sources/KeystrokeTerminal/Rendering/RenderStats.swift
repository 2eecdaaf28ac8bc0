/// Figures about one rendered frame.
public struct RenderStats: Sendable, Hashable {
  /// Bytes in the frame, escape sequences included.
  public var bytes: Int
  /// Cells whose content or style differed from the previous frame.
  public var changedCells: Int
  /// Whether the frame repainted the whole screen (first frame, resize, invalidation).
  public var isFullRepaint: Bool
  /// Time spent diffing and encoding, filled in by the caller that reads the clock
  /// (``ScreenRenderer/render(_:cursor:clock:)``); zero from the pure ``ScreenRenderer/render(_:cursor:)``.
  public var elapsed: Duration

  /// Stats with the given figures.
  public init(bytes: Int, changedCells: Int, isFullRepaint: Bool, elapsed: Duration = .zero) {
    self.bytes = bytes
    self.changedCells = changedCells
    self.isFullRepaint = isFullRepaint
    self.elapsed = elapsed
  }
}
