import Foundation

/// Colours at positions from 0 to 1, SwiftUI's `Gradient`: what the linear, radial, elliptical
/// and angular gradients shade with (see ``LinearGradient`` for how cells show one).
public struct Gradient: Hashable, Sendable {
  /// A colour at a position along a gradient.
  public struct Stop: Hashable, Sendable {
    /// The colour.
    public var color: Color
    /// Where the colour is, from 0 (the start) to 1 (the end).
    public var location: CGFloat

    /// A colour at a position along a gradient.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The space colours are mixed in, SwiftUI's `Gradient.ColorSpace`. Cells are mixed in sRGB
  /// either way.
  public struct ColorSpace: Hashable, Sendable {
    private let name: String

    /// The device's colour space.
    public static let device = ColorSpace(name: "device")
    /// A perceptual colour space, mixed here as `device` is.
    public static let perceptual = ColorSpace(name: "perceptual")
  }

  /// The stops, in the order given.
  public var stops: [Stop]

  /// A gradient through `stops`.
  public init(stops: [Stop]) { self.stops = stops }

  /// A gradient through `colors`, spaced evenly from 0 to 1.
  public init(colors: [Color]) {
    let last = CGFloat(max(1, colors.count - 1))
    stops = colors.enumerated().map {
      Stop(color: $0.element, location: colors.count == 1 ? 0 : CGFloat($0.offset) / last)
    }
  }

  /// This gradient, mixed in `space` (sRGB on cells either way).
  public func colorSpace(_ space: ColorSpace) -> AnyGradient { AnyGradient(self) }
}
