/// The arithmetic of a slider: where its knob sits on a track of a given width, and the value
/// one key press moves to.
enum SliderStepping {
  /// The share of the range `value` is at, from 0 to 1 (0 for an empty range).
  static func fraction(_ value: Double, in bounds: ClosedRange<Double>) -> Double {
    let span = bounds.upperBound - bounds.lowerBound
    guard span > 0, value.isFinite else { return 0 }
    return min(1, max(0, (value - bounds.lowerBound) / span))
  }

  /// The column of the knob on a track `width` columns wide.
  static func knob(fraction: Double, width: Int) -> Int {
    guard width > 1 else { return 0 }
    return Int((fraction * Double(width - 1)).rounded())
  }

  /// The value after `steps` presses (negative goes down): by `step` when it is positive,
  /// else by a twentieth of the range, kept within the bounds.
  static func moved(
    _ value: Double, by steps: Int, step: Double?, in bounds: ClosedRange<Double>
  ) -> Double {
    let span = bounds.upperBound - bounds.lowerBound
    let increment = step.flatMap { $0 > 0 ? $0 : nil } ?? span / 20
    guard increment > 0 else { return bounds.lowerBound }
    let next = value + Double(steps) * increment
    return min(bounds.upperBound, max(bounds.lowerBound, next))
  }
}
