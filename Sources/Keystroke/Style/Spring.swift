import Foundation

/// A representation of a spring's motion, SwiftUI's `Spring`: converts between the ways a
/// spring is described (perceptual duration and bounce, response and damping ratio, mass,
/// stiffness and damping) and computes where a spring is at a given time.
///
/// The conversions are those SwiftUI documents: a spring of `duration` *d* and `bounce` *b*
/// has a mass of 1, a stiffness of (2π / *d*)², and a damping ratio of 1 − *b* (bouncy or
/// critically damped) or 1 / (1 + *b*) (overdamped, negative bounce); its `response` is its
/// `duration`. So `Spring(duration: 0.5, bounce: 0.3)` has a stiffness of 157.9 and a damping
/// of 17.6, and `Spring(mass: 1, stiffness: 100, damping: 10)` a duration of 0.63 and a bounce
/// of 0.5, as in SwiftUI's documentation. A terminal draws no motion, so animations built from
/// a spring show their end state; the values computed here are for code that reads them.
public struct Spring: Hashable, Sendable {
  /// The undamped angular frequency `√(k/m)`, in radians per second.
  private let frequency: Double
  /// The mass of the object attached to the spring.
  public let mass: Double
  /// The amount of drag applied, as a fraction of the amount needed to produce critical
  /// damping: 1 decelerates smoothly to the target, less oscillates before stopping.
  public let dampingRatio: Double

  private init(frequency: Double, dampingRatio: Double, mass: Double) {
    self.frequency = frequency
    self.dampingRatio = dampingRatio
    self.mass = mass
  }

  /// Creates a spring with the specified duration and bounce. `duration` is the perceptual
  /// duration, the pace of the spring; `bounce` is 0 for no bounce (critical damping), up to
  /// 1 for undamped oscillation, and down to -1 for overdamped springs.
  public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
    let bounce = min(max(bounce, -1), 1)
    let ratio = bounce >= 0 ? 1 - bounce : min(1 / (1 + bounce), Self.largestDampingRatio)
    self.init(frequency: 2 * .pi / duration, dampingRatio: ratio, mass: 1)
  }

  /// Creates a spring with the specified mass, stiffness and damping. Unless
  /// `allowOverDamping` is true, damping beyond critical is treated as critical damping.
  public init(
    mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false
  ) {
    let ratio = damping / (2 * (mass * stiffness).squareRoot())
    self.init(
      frequency: (stiffness / mass).squareRoot(),
      dampingRatio: allowOverDamping ? min(ratio, Self.largestDampingRatio) : min(ratio, 1),
      mass: mass)
  }

  /// Creates a spring with the specified response (the stiffness as an approximate duration
  /// in seconds, the period of the undamped spring) and damping ratio.
  public init(response: Double, dampingRatio: Double) {
    self.init(frequency: 2 * .pi / response, dampingRatio: dampingRatio, mass: 1)
  }

  /// Creates a spring with the specified damping ratio that comes to rest, moving one unit
  /// from rest, within `epsilon` of its target after `settlingDuration` seconds.
  public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
    let unit = Spring(frequency: 1, dampingRatio: dampingRatio, mass: 1)
    let unitSettling = unit.settlingDuration(target: 1.0, epsilon: epsilon)
    self.init(frequency: unitSettling / settlingDuration, dampingRatio: dampingRatio, mass: 1)
  }

  /// The damping ratio that stands in for an infinitely overdamped spring.
  private static let largestDampingRatio = 1e6

  /// The perceptual duration, which defines the pace of the spring.
  public var duration: TimeInterval { 2 * .pi / frequency }

  /// How bouncy the spring is: 0 for no bounce, up to 1 for undamped oscillation, negative
  /// for an overdamped spring.
  public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

  /// The stiffness of the spring, defined as an approximate duration in seconds.
  public var response: Double { duration }

  /// The spring stiffness coefficient.
  public var stiffness: Double { mass * frequency * frequency }

  /// Defines how the spring's motion is damped due to the forces of friction.
  public var damping: Double { 2 * dampingRatio * mass * frequency }

  /// The estimated duration required for the spring system to be considered at rest: with a
  /// `target` of 1.0, an `initialVelocity` of 0 and an `epsilon` of 0.001.
  public var settlingDuration: TimeInterval { settlingDuration(target: 1.0, epsilon: 0.001) }

  /// A smooth spring with a predefined duration and no bounce.
  public static var smooth: Spring { smooth() }

  /// A smooth spring with a predefined duration and no bounce that can be tuned.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }

  /// A spring with a predefined duration and a small amount of bounce (0.15) that feels more
  /// snappy.
  public static var snappy: Spring { snappy() }

  /// A spring with a predefined duration and a small amount of bounce that can be tuned:
  /// `extraBounce` is added to the base bounce of 0.15.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// A spring with a predefined duration and a higher amount of bounce (0.3).
  public static var bouncy: Spring { bouncy() }

  /// A spring with a predefined duration and a higher amount of bounce that can be tuned:
  /// `extraBounce` is added to the base bounce of 0.3.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }

  /// The closed-form motion of this spring.
  var motion: SpringResponse { SpringResponse(frequency: frequency, dampingRatio: dampingRatio) }
}
