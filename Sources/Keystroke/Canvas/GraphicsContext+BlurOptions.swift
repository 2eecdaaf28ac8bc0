extension GraphicsContext {
  /// How a blur is drawn, SwiftUI's `GraphicsContext.BlurOptions`: no effect on cells, where
  /// a blur draws nothing.
  public struct BlurOptions: OptionSet, Sendable {
    /// The bits of the options.
    public let rawValue: UInt32

    /// Options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Treats the blurred content as opaque.
    public static var opaque: BlurOptions { BlurOptions(rawValue: 1) }

    /// Dithers the blurred result.
    public static var dithersResult: BlurOptions { BlurOptions(rawValue: 2) }
  }
}
