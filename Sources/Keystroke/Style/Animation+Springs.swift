import Foundation

extension Animation {
  /// A persistent spring animation shaped by `spring`; `blendDuration` blends its duration
  /// with a spring it replaces. Changes appear at once on a terminal.
  public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
    .spring
  }

  /// An interpolating spring shaped by `spring`, starting at `initialVelocity` (a fraction
  /// of the change per second).
  public static func interpolatingSpring(
    _ spring: Spring, initialVelocity: Double = 0.0
  ) -> Animation {
    .spring
  }

  /// An interpolating spring with a mass, stiffness and damping.
  public static func interpolatingSpring(
    mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
  ) -> Animation {
    .spring
  }

  /// An interpolating spring with a perceptual duration and bounce.
  public static func interpolatingSpring(
    duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
  ) -> Animation {
    .spring
  }

  /// A spring with a short response, for interactive changes.
  public static var interactiveSpring: Animation { .spring }

  /// A spring with a short response, for interactive changes, with a response and damping.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    .spring
  }

  /// A spring with a short perceptual duration, for interactive changes.
  public static func interactiveSpring(
    duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    .spring
  }

  /// A smooth spring with no bounce, with a duration and extra bounce.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    .smooth
  }

  /// A snappy spring (bounce 0.15), with a duration and extra bounce.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    .snappy
  }

  /// A bouncy spring (bounce 0.3), with a duration and extra bounce.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    .bouncy
  }

  /// An animation whose progress follows `curve` over `duration` seconds.
  public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
    Animation(name: "timingCurve")
  }

  /// An animation whose progress follows the cubic Bézier curve with control points
  /// (`p1x`, `p1y`) and (`p2x`, `p2y`) over `duration` seconds.
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
  ) -> Animation {
    Animation(name: "timingCurve")
  }
}
