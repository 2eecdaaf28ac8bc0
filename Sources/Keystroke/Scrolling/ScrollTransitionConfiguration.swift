/// How a scroll transition moves between its phases as the view comes into and leaves the
/// visible part of its scroll view.
///
/// In a terminal, `.interactive` interpolates the offset and opacity of the effect by how far
/// the view has come from hidden to the threshold (a card half scrolled in is drawn dimmed
/// when its edge phase hides it), `.animated` switches between the phases at the threshold,
/// and `.identity` always shows the identity phase. Animations are not played: a terminal
/// draws each change at once.
public struct ScrollTransitionConfiguration: Sendable {
  /// How the phases are reached.
  enum Method: Sendable {
    /// Interpolated with the view's progress through the curve.
    case interactive(UnitCurve)
    /// Switched at the threshold.
    case animated(Animation)
    /// Always the identity phase.
    case identity
  }

  /// How the phases are reached.
  let method: Method
  /// Where the view is considered shown.
  let visibleThreshold: Threshold

  init(method: Method, threshold: Threshold = .visible) {
    self.method = method
    self.visibleThreshold = threshold
  }

  /// A configuration that interpolates the effect as the view is scrolled into the visible
  /// part of the scroll view.
  public static let interactive = ScrollTransitionConfiguration(method: .interactive(.easeInOut))

  /// A configuration that interpolates the effect, paced by `timingCurve`, as the view is
  /// scrolled into the visible part of the scroll view.
  public static func interactive(timingCurve: UnitCurve = .easeInOut)
    -> ScrollTransitionConfiguration
  {
    ScrollTransitionConfiguration(method: .interactive(timingCurve))
  }

  /// A configuration that switches to the identity phase when the view becomes visible (the
  /// animation is not played in a terminal).
  public static let animated = ScrollTransitionConfiguration(method: .animated(.default))

  /// A configuration that switches to the identity phase when the view becomes visible (the
  /// animation is not played in a terminal).
  public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(method: .animated(animation))
  }

  /// A configuration that keeps the view in the identity phase.
  public static let identity = ScrollTransitionConfiguration(method: .identity)

  /// This configuration, switching between the phases with `animation` rather than
  /// interpolating them; an identity configuration stays one.
  public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
    if case .identity = method { return self }
    return ScrollTransitionConfiguration(method: .animated(animation), threshold: visibleThreshold)
  }

  /// This configuration, with the view considered shown at `threshold`.
  public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(method: method, threshold: threshold)
  }

  /// The effect of a view with `progress` (0 hidden, 1 at the threshold) in `phase`, from the
  /// effects of that phase and of the identity phase.
  func effect(
    progress: Double, phase: ScrollTransitionPhase,
    transition: (ScrollTransitionPhase) -> ResolvedVisualEffect
  ) -> ResolvedVisualEffect {
    let identity = transition(.identity)
    guard phase != .identity, progress < 1 else { return identity }
    switch method {
    case .identity:
      return identity
    case .animated:
      return transition(phase)
    case .interactive(let curve):
      return transition(phase).interpolated(
        towards: identity, amount: curve.value(at: max(0, progress)))
    }
  }
}
