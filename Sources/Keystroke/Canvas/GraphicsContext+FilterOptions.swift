extension GraphicsContext {
  /// How a filter is worked out, SwiftUI's `GraphicsContext.FilterOptions`: no effect on
  /// cells.
  public struct FilterOptions: OptionSet, Sendable {
    /// The bits of the options.
    public let rawValue: UInt32

    /// Options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Works in a linear colour space (no effect: cell colours are mixed in sRGB).
    public static var linearColor: FilterOptions { FilterOptions(rawValue: 1) }
  }
}
