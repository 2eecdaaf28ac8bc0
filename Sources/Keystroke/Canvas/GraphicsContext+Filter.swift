import Foundation
import KeystrokeTerminal

extension GraphicsContext {
  /// A change to the colours of what a context draws next, SwiftUI's
  /// `GraphicsContext.Filter`, added with ``GraphicsContext/addFilter(_:options:)``.
  ///
  /// On cells a filter changes the colour each cell is drawn in: the colour filters
  /// (``colorMultiply(_:)``, ``grayscale(_:)``, ``saturation(_:)``, ``brightness(_:)``,
  /// ``contrast(_:)``, ``colorInvert(_:)``, ``hueRotation(_:)``) work on a colour's red, green
  /// and blue, ``alphaThreshold(min:max:color:)`` on its presence (a drawn cell is opaque).
  /// ``blur(radius:options:)`` and ``luminanceToAlpha`` change nothing: a cell has one colour
  /// and no neighbours to spread into. The terminal's default colours, whose values cannot be
  /// read, are drawn as they are.
  public struct Filter: Sendable {
    enum Kind: Sendable {
      case multiply(Color)
      case grayscale(Double)
      case saturation(Double)
      case brightness(Double)
      case contrast(Double)
      case invert(Double)
      case hueRotation(Double)
      case alphaThreshold(min: Double, max: Double, color: Color)
      case none
    }

    let kind: Kind

    /// Multiplies each colour's red, green and blue by those of `color`.
    public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .multiply(color)) }

    /// Moves each colour towards its grey by `amount` (0 leaves it, 1 makes it grey).
    public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .grayscale(amount)) }

    /// Scales each colour's distance from its grey by `amount` (0 grey, 1 unchanged).
    public static func saturation(_ amount: Double) -> Filter {
      Filter(kind: .saturation(amount))
    }

    /// Adds `amount` to each colour's red, green and blue (on a scale of 0 to 1).
    public static func brightness(_ amount: Double) -> Filter {
      Filter(kind: .brightness(amount))
    }

    /// Scales each colour's distance from mid-grey by `amount` (1 unchanged).
    public static func contrast(_ amount: Double) -> Filter { Filter(kind: .contrast(amount)) }

    /// Moves each colour towards its inverse by `amount` (1 inverts it fully).
    public static func colorInvert(_ amount: Double = 1) -> Filter {
      Filter(kind: .invert(amount))
    }

    /// Turns each colour's hue by `angle`.
    public static func hueRotation(_ angle: Angle) -> Filter {
      Filter(kind: .hueRotation(angle.radians))
    }

    /// Draws the cells whose opacity lies within `min` and `max` in `color`, and no others: a
    /// drawn cell counts as fully opaque.
    public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black)
      -> Filter
    {
      Filter(kind: .alphaThreshold(min: min, max: max, color: color))
    }

    /// A blur of `radius`: no effect on cells.
    public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
      Filter(kind: .none)
    }

    /// Turns luminance into opacity: no effect on cells.
    public static var luminanceToAlpha: Filter { Filter(kind: .none) }

    /// `color` as `filters` change it, one after another; `nil` when the cell is not drawn.
    static func apply(_ filters: [Filter], to color: TerminalColor?) -> TerminalColor? {
      filters.reduce(color) { color, filter in filter.apply(to: color) }
    }

    /// `color` as this filter changes it; `nil` when the cell is not drawn.
    func apply(to color: TerminalColor?) -> TerminalColor? {
      guard let color else { return nil }
      switch kind {
      case .none: return color
      case .alphaThreshold(let low, let high, let shown):
        guard low <= 1, 1 <= high, !shown.isClear else { return nil }
        return shown.terminalColor
      default: break
      }
      guard let (red, green, blue) = Self.components(of: color) else { return color }
      let (r, g, b) = mapped(red, green, blue)
      func byte(_ value: Double) -> UInt8 {
        UInt8(Swift.max(0, Swift.min(255, (value * 255).rounded())))
      }
      return .rgb(byte(r), byte(g), byte(b))
    }

    /// The red, green and blue (0 to 1) this filter turns `red`, `green` and `blue` into.
    private func mapped(_ red: Double, _ green: Double, _ blue: Double) -> (
      Double, Double, Double
    ) {
      // Luma weights of Rec. 709, as colour filters commonly use.
      let luma = 0.2126 * red + 0.7152 * green + 0.0722 * blue
      switch kind {
      case .multiply(let color):
        guard let (r, g, b) = color.isClear ? (0, 0, 0) : Self.components(of: color.terminalColor)
        else { return (red, green, blue) }
        return (red * r, green * g, blue * b)
      case .grayscale(let amount):
        let t = Swift.min(Swift.max(amount, 0), 1)
        return (red + (luma - red) * t, green + (luma - green) * t, blue + (luma - blue) * t)
      case .saturation(let amount):
        return (
          luma + (red - luma) * amount, luma + (green - luma) * amount,
          luma + (blue - luma) * amount
        )
      case .brightness(let amount): return (red + amount, green + amount, blue + amount)
      case .contrast(let amount):
        return (
          0.5 + (red - 0.5) * amount, 0.5 + (green - 0.5) * amount, 0.5 + (blue - 0.5) * amount
        )
      case .invert(let amount):
        let t = Swift.min(Swift.max(amount, 0), 1)
        return (red + (1 - 2 * red) * t, green + (1 - 2 * green) * t, blue + (1 - 2 * blue) * t)
      case .hueRotation(let radians):
        // Rotation about the grey axis: Rodrigues' formula with the unit axis (1, 1, 1)/√3.
        let c = cos(radians)
        let s = sin(radians) / 3.0.squareRoot()
        let k = (1 - c) / 3
        return (
          red * (c + k) + green * (k - s) + blue * (k + s),
          red * (k + s) + green * (c + k) + blue * (k - s),
          red * (k - s) + green * (k + s) + blue * (c + k)
        )
      case .alphaThreshold, .none: return (red, green, blue)
      }
    }

    /// A colour's red, green and blue from 0 to 1, or `nil` for a default colour.
    private static func components(of color: TerminalColor) -> (Double, Double, Double)? {
      let bytes: (UInt8, UInt8, UInt8)
      switch color {
      case .rgb(let red, let green, let blue): bytes = (red, green, blue)
      case .ansi(let value): bytes = ColorDownsampler.rgb(ofIndexed: value % 16)
      case .indexed(let value): bytes = ColorDownsampler.rgb(ofIndexed: value)
      case .default: return nil
      }
      return (Double(bytes.0) / 255, Double(bytes.1) / 255, Double(bytes.2) / 255)
    }
  }
}
