extension GraphicsContext {
  /// How a gradient shading covers the space beyond its ends, SwiftUI's
  /// `GraphicsContext.GradientOptions`.
  ///
  /// Without options, cells beyond the ends take the end stops' colours; ``repeat`` starts the
  /// gradient again past each end, ``mirror`` runs it back and forth. ``linearColor`` has no
  /// effect: cell colours are mixed in sRGB.
  public struct GradientOptions: OptionSet, Sendable {
    /// The bits of the options.
    public let rawValue: UInt32

    /// Options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Repeats the gradient beyond its ends.
    public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1) }

    /// Repeats the gradient beyond its ends, every other repetition reversed.
    public static var mirror: GradientOptions { GradientOptions(rawValue: 2) }

    /// Mixes colours in a linear colour space (no effect on cells).
    public static var linearColor: GradientOptions { GradientOptions(rawValue: 4) }

    /// How positions beyond the gradient's ends are read.
    var spread: GradientShading.Spread {
      if contains(.mirror) { return .mirror }
      return contains(.repeat) ? .repeating : .pad
    }
  }
}
