import Foundation
import KeystrokeTerminal

/// A gradient resolved for drawing: the colour of each cell of a rectangle by its place.
///
/// Stops are sorted by location; a cell before the first or after the last takes that stop's
/// colour. Between two stops the colours are mixed in sRGB (named colours through xterm's
/// standard values, since a theme's own shades cannot be read), with their opacities: a
/// translucent result is drawn as it would look over the terminal's background (black, or
/// white when `colorScheme` is light), and a fully transparent one leaves the cell as it was.
/// A cell exactly at a stop shows that stop's colour itself.
struct GradientShading: Hashable {
  /// How a cell's place becomes a position along the gradient.
  enum Geometry: Hashable {
    /// Along the line between two unit points.
    case linear(start: UnitPoint, end: UnitPoint)
    /// Outwards from a unit point, between two radii in columns.
    case radial(center: UnitPoint, start: CGFloat, end: CGFloat)
    /// Outwards from a unit point, between two fractions of the rectangle's size.
    case elliptical(center: UnitPoint, start: CGFloat, end: CGFloat)
    /// Round a unit point, between two angles in degrees.
    case angular(center: UnitPoint, start: Double, end: Double)
    /// Outwards from a point given in cells from the centre of the rectangle's first cell,
    /// between two radii in cells, a row counting as one unit (a canvas's coordinates).
    case cellRadial(x: Double, y: Double, start: Double, end: Double)
    /// Round a point given in cells from the centre of the rectangle's first cell, a full turn
    /// clockwise from an angle in degrees, a row counting as one unit (a canvas's coordinates).
    case cellConic(x: Double, y: Double, angle: Double)
  }

  /// How positions beyond the gradient's ends are read.
  enum Spread: Hashable {
    /// As the end stops' colours.
    case pad
    /// As the gradient again, from its start.
    case repeating
    /// As the gradient run back and forth.
    case mirror

    /// The position along one run of the gradient that `position` shows.
    func fold(_ position: Double) -> Double {
      guard position.isFinite else { return position }
      switch self {
      case .pad: return position
      case .repeating: return position - position.rounded(.down)
      case .mirror:
        let twice = position - 2 * (position / 2).rounded(.down)
        return twice > 1 ? 2 - twice : twice
      }
    }
  }

  /// A stop's colour, ready to mix.
  struct StopColor: Hashable {
    /// Where along the gradient.
    var location: Double
    /// The colour as a cell shows it by itself.
    var exact: TerminalColor?
    /// Its red, green and blue, from 0 to 255.
    var red: Double
    var green: Double
    var blue: Double
    /// Its opacity, from 0 to 1.
    var alpha: Double
  }

  let stops: [StopColor]
  let geometry: Geometry
  /// How cells beyond the gradient's ends are shaded.
  let spread: Spread
  /// The red, green and blue a translucent colour is mixed with.
  let background: Double

  init(
    _ gradient: Gradient, geometry: Geometry, spread: Spread = .pad,
    in environment: EnvironmentValues
  ) {
    let light = environment.colorScheme == .light
    background = light ? 255 : 0
    self.geometry = geometry
    self.spread = spread
    stops = gradient.stops.enumerated()
      .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
      .map { Self.stopColor($0.element, light: light) }
  }

  private static func stopColor(_ stop: Gradient.Stop, light: Bool) -> StopColor {
    let location = stop.location.isFinite ? Double(stop.location) : 0
    let color = stop.color
    if color.isClear {
      return StopColor(location: location, exact: nil, red: 0, green: 0, blue: 0, alpha: 0)
    }
    let components: (UInt8, UInt8, UInt8)
    switch color.base {
    case .rgb(let red, let green, let blue): components = (red, green, blue)
    case .ansi(let value): components = ColorDownsampler.rgb(ofIndexed: value % 16)
    case .indexed(let value): components = ColorDownsampler.rgb(ofIndexed: value)
    case .default: components = light ? (0, 0, 0) : (229, 229, 229)
    }
    return StopColor(
      location: location, exact: color.alpha >= 1 ? color.base : nil,
      red: Double(components.0), green: Double(components.1), blue: Double(components.2),
      alpha: color.alpha)
  }

  /// The colour at `position` along the gradient (0 is the start, 1 the end), or `nil` where
  /// it is fully transparent.
  func color(at position: Double) -> TerminalColor? {
    guard let first = stops.first, let last = stops.last else { return nil }
    if !(position > first.location) { return drawn(first) }
    if position >= last.location { return drawn(last) }
    var index = 0
    while index + 1 < stops.count, stops[index + 1].location <= position { index += 1 }
    let lower = stops[index]
    guard index + 1 < stops.count else { return drawn(lower) }
    let upper = stops[index + 1]
    let span = upper.location - lower.location
    let fraction = span > 0 ? (position - lower.location) / span : 1
    if fraction <= 0 { return drawn(lower) }
    if fraction >= 1 { return drawn(upper) }
    if lower.exact != nil, lower.exact == upper.exact { return lower.exact }
    // Mixed with their opacities, so a colour fading to clear keeps its hue.
    let alpha = lower.alpha + (upper.alpha - lower.alpha) * fraction
    guard alpha > 0 else { return nil }
    func mix(_ low: Double, _ high: Double) -> Double {
      (low * lower.alpha * (1 - fraction) + high * upper.alpha * fraction) / alpha
    }
    return blended(
      red: mix(lower.red, upper.red), green: mix(lower.green, upper.green),
      blue: mix(lower.blue, upper.blue), alpha: alpha)
  }

  private func drawn(_ stop: StopColor) -> TerminalColor? {
    if let exact = stop.exact { return exact }
    guard stop.alpha > 0 else { return nil }
    return blended(red: stop.red, green: stop.green, blue: stop.blue, alpha: stop.alpha)
  }

  private func blended(red: Double, green: Double, blue: Double, alpha: Double) -> TerminalColor {
    func byte(_ value: Double) -> UInt8 {
      UInt8(max(0, min(255, (value * alpha + background * (1 - alpha)).rounded())))
    }
    return .rgb(byte(red), byte(green), byte(blue))
  }

  /// The colour halfway along the gradient, as text and lines drawn in it take it.
  var middleColor: Color {
    guard let color = color(at: 0.5) else { return .clear }
    return Color(terminalColor: color)
  }

  /// The colour of the cell at `column`, `row` of a rectangle `width` by `height` cells, or
  /// `nil` where the gradient is fully transparent.
  func color(column: Int, row: Int, width: Int, height: Int) -> TerminalColor? {
    color(
      at: spread.fold(
        position(column: Double(column), row: Double(row), width: width, height: height)))
  }

  /// Where along the gradient a cell lies.
  private func position(column: Double, row: Double, width: Int, height: Int) -> Double {
    // Unit points fall on cell centres: 0 on the first cell, 1 on the last.
    let spanX = Double(max(0, width - 1))
    let spanY = Double(max(0, height - 1))
    switch geometry {
    case .linear(let start, let end):
      let startX = Double(start.x) * spanX
      let startY = Double(start.y) * spanY
      let axisX = Double(end.x) * spanX - startX
      let axisY = Double(end.y) * spanY - startY
      let length = axisX * axisX + axisY * axisY
      // Along an axis no longer than a cell, every cell is halfway.
      guard length > 0 else { return 0.5 }
      return ((column - startX) * axisX + (row - startY) * axisY) / length
    case .radial(let center, let start, let end):
      // A row is about two columns high on screen.
      let dx = column - Double(center.x) * spanX
      let dy = (row - Double(center.y) * spanY) * 2
      return Self.fraction(
        (dx * dx + dy * dy).squareRoot(), from: Double(start), to: Double(end))
    case .elliptical(let center, let start, let end):
      let dx = (column + 0.5 - Double(center.x) * Double(width)) / Double(max(1, width))
      let dy = (row + 0.5 - Double(center.y) * Double(height)) / Double(max(1, height))
      return Self.fraction(
        (dx * dx + dy * dy).squareRoot(), from: Double(start), to: Double(end))
    case .angular(let center, let start, var end):
      if end <= start { end = start + 360 }
      let dx = column - Double(center.x) * spanX
      let dy = (row - Double(center.y) * spanY) * 2
      guard dx != 0 || dy != 0 else { return 0 }
      let angle = atan2(dy, dx) * 180 / .pi
      let sweep = min(360, end - start)
      var turned = (angle - start).truncatingRemainder(dividingBy: 360)
      if turned < 0 { turned += 360 }
      if turned <= sweep { return turned / (end - start) }
      // Outside a partial sweep: the nearer end's colour.
      return turned - sweep < 360 - turned ? 1 : 0
    case .cellRadial(let x, let y, let start, let end):
      let dx = column - x
      let dy = row - y
      return Self.fraction((dx * dx + dy * dy).squareRoot(), from: start, to: end)
    case .cellConic(let x, let y, let angle):
      let dx = column - x
      let dy = row - y
      guard dx != 0 || dy != 0 else { return 0 }
      var turned = (atan2(dy, dx) * 180 / .pi - angle).truncatingRemainder(dividingBy: 360)
      if turned < 0 { turned += 360 }
      return turned / 360
    }
  }

  /// How far `distance` lies from `start` to `end`.
  private static func fraction(_ distance: Double, from start: Double, to end: Double) -> Double {
    guard end != start else { return distance >= end ? 1 : 0 }
    return (distance - start) / (end - start)
  }
}

extension GradientShading {
  /// The colour of the cell `column`, `row` cells from the top-leading corner of `rect`.
  func color(_ column: Int, _ row: Int, in rect: CellRect) -> TerminalColor? {
    color(column: column, row: row, width: rect.width, height: rect.height)
  }
}
