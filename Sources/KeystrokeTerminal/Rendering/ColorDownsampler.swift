/// Maps colours down to what a ``ColorDepth`` can show: RGB to the nearest 256-palette entry,
/// palette entries to the nearest of the 16 ANSI colours, and everything to default for
/// ``ColorDepth/none``. Distances are squared RGB distances against xterm's default palette.
public enum ColorDownsampler {
  /// `color` as the terminal at `depth` should receive it. ANSI values are taken modulo 16.
  public static func resolve(_ color: TerminalColor, depth: ColorDepth) -> TerminalColor {
    switch (color, depth) {
    case (.default, _), (_, .none): return .default
    case (.ansi(let value), _): return .ansi(value % 16)
    case (.indexed, .trueColor), (.indexed, .indexed256), (.rgb, .trueColor): return color
    case (.rgb(let red, let green, let blue), .indexed256):
      return .indexed(indexed(red: red, green: green, blue: blue))
    case (.rgb(let red, let green, let blue), .ansi16):
      return .ansi(ansi(fromIndexed: indexed(red: red, green: green, blue: blue)))
    case (.indexed(let value), .ansi16): return .ansi(ansi(fromIndexed: value))
    }
  }

  /// `style` with both colours resolved for `depth`; attributes are kept.
  public static func resolve(_ style: CellStyle, depth: ColorDepth) -> CellStyle {
    CellStyle(
      foreground: resolve(style.foreground, depth: depth),
      background: resolve(style.background, depth: depth),
      attributes: style.attributes)
  }

  /// The nearest entry of the 6×6×6 cube or the grey ramp (16–255) to an RGB colour.
  public static func indexed(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
    let cube = [red, green, blue].map(nearestCubeLevel)
    let cubeIndex = 16 + 36 * cube[0] + 6 * cube[1] + cube[2]
    let average = (Int(red) + Int(green) + Int(blue)) / 3
    let grey = min(23, max(0, (average - 3) / 10))
    let cubeDistance = distance(rgb(ofIndexed: UInt8(cubeIndex)), (red, green, blue))
    let greyDistance = distance(rgb(ofIndexed: UInt8(232 + grey)), (red, green, blue))
    return UInt8(greyDistance < cubeDistance ? 232 + grey : cubeIndex)
  }

  /// The nearest of the 16 ANSI colours to a 256-palette entry (0–15 map to themselves).
  public static func ansi(fromIndexed index: UInt8) -> UInt8 {
    if index < 16 { return index }
    let target = rgb(ofIndexed: index)
    var best: UInt8 = 0
    var bestDistance = Int.max
    for candidate in UInt8(0)..<16 {
      let candidateDistance = distance(rgb(ofIndexed: candidate), target)
      if candidateDistance < bestDistance {
        best = candidate
        bestDistance = candidateDistance
      }
    }
    return best
  }

  /// The RGB value of a 256-palette entry in xterm's default palette.
  public static func rgb(ofIndexed index: UInt8) -> (UInt8, UInt8, UInt8) {
    switch index {
    case 0..<16: return basic[Int(index)]
    case 16..<232:
      let value = Int(index) - 16
      return (cubeLevels[value / 36], cubeLevels[(value / 6) % 6], cubeLevels[value % 6])
    default:
      let level = UInt8(8 + 10 * (Int(index) - 232))
      return (level, level, level)
    }
  }

  private static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

  private static let basic: [(UInt8, UInt8, UInt8)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
    (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  private static func nearestCubeLevel(_ component: UInt8) -> Int {
    var best = 0
    for (level, value) in cubeLevels.enumerated()
    where abs(Int(value) - Int(component)) < abs(Int(cubeLevels[best]) - Int(component)) {
      best = level
    }
    return best
  }

  private static func distance(_ lhs: (UInt8, UInt8, UInt8), _ rhs: (UInt8, UInt8, UInt8)) -> Int {
    let red = Int(lhs.0) - Int(rhs.0)
    let green = Int(lhs.1) - Int(rhs.1)
    let blue = Int(lhs.2) - Int(rhs.2)
    return red * red + green * green + blue * blue
  }
}
