import Foundation

/// How a change animates. A terminal redraws a change in one frame, so every animation is
/// accepted and the change appears at once.
public struct Animation: Hashable, Sendable {
  let name: String

  /// The platform's default animation.
  public static let `default` = Animation(name: "default")
  /// Ease in and out.
  public static let easeInOut = Animation(name: "easeInOut")
  /// Ease in.
  public static let easeIn = Animation(name: "easeIn")
  /// Ease out.
  public static let easeOut = Animation(name: "easeOut")
  /// Constant speed.
  public static let linear = Animation(name: "linear")
  /// A spring.
  public static let spring = Animation(name: "spring")
  /// A smooth spring.
  public static let smooth = Animation(name: "smooth")
  /// A bouncy spring.
  public static let bouncy = Animation(name: "bouncy")
  /// A snappy spring.
  public static let snappy = Animation(name: "snappy")

  /// Ease in and out over `duration` seconds.
  public static func easeInOut(duration: TimeInterval) -> Animation { .easeInOut }
  /// Ease in over `duration` seconds.
  public static func easeIn(duration: TimeInterval) -> Animation { .easeIn }
  /// Ease out over `duration` seconds.
  public static func easeOut(duration: TimeInterval) -> Animation { .easeOut }
  /// Constant speed over `duration` seconds.
  public static func linear(duration: TimeInterval) -> Animation { .linear }

  /// A spring with a response and damping.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  ) -> Animation { .spring }

  /// A spring with a duration and bounce, blending its duration with a spring it replaces
  /// over `blendDuration`.
  public static func spring(
    duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0
  ) -> Animation {
    .spring
  }

  /// This animation after a delay.
  public func delay(_ delay: TimeInterval) -> Animation { self }
  /// This animation at another speed.
  public func speed(_ speed: Double) -> Animation { self }
  /// This animation repeated.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
  /// This animation repeated forever.
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` and returns its result; the changes it makes appear at once (a terminal does
/// not animate).
@MainActor
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

/// Runs `body` and returns its result, then runs `completion`: the changes appear at once (a
/// terminal does not animate), so no animation is left to wait for, and SwiftUI runs the
/// completion right after the body when no animation is created. It runs exactly once, with
/// either `completionCriteria`.
@MainActor
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  let result = try body()
  completion()
  return result
}
