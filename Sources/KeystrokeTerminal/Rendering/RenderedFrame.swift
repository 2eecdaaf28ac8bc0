/// The bytes of one frame, to be written to the terminal in one write, and its stats.
public struct RenderedFrame: Sendable, Equatable {
  /// Everything to send; empty when nothing changed (then nothing should be written).
  public var bytes: [UInt8]
  /// Figures about the frame.
  public var stats: RenderStats

  /// A frame.
  public init(bytes: [UInt8], stats: RenderStats) {
    self.bytes = bytes
    self.stats = stats
  }
}
