/// What the renderer may assume about the terminal it draws on.
public struct RenderOptions: Sendable, Hashable {
  /// Colours are downsampled to this depth.
  public var colorDepth: ColorDepth
  /// Whether to wrap each frame in synchronized output (`CSI ? 2026 h` … `CSI ? 2026 l`).
  public var synchronizedOutput: Bool

  /// Options; by default true colour with synchronized output.
  public init(colorDepth: ColorDepth = .trueColor, synchronizedOutput: Bool = true) {
    self.colorDepth = colorDepth
    self.synchronizedOutput = synchronizedOutput
  }
}
