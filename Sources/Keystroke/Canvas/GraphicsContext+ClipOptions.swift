extension GraphicsContext {
  /// How a clip shape is read, SwiftUI's `GraphicsContext.ClipOptions`.
  public struct ClipOptions: OptionSet, Sendable {
    /// The bits of the options.
    public let rawValue: UInt32

    /// Options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Draws outside the clip shape instead of inside it.
    public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
  }
}
