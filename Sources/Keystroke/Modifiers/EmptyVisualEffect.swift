/// The effect a ``View/visualEffect(_:)`` or ``View/scrollTransition(_:axis:transition:)``
/// closure starts from: it leaves the view as it is, and its methods (see ``VisualEffect``)
/// make the effects to apply.
nonisolated public struct EmptyVisualEffect: VisualEffect {
  /// Creates an effect that changes nothing.
  public init() {}

  /// Nothing to animate.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}
