/// When an animation counts as finished for a completion handler, SwiftUI's
/// `AnimationCompletionCriteria`. A terminal draws no motion, so an animation is finished in
/// both senses as soon as its change is made.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  private let removes: Bool

  /// The animation has logically completed, but may still be in its long tail.
  public static let logicallyComplete = AnimationCompletionCriteria(removes: false)

  /// The entire animation is finished and will now be removed.
  public static let removed = AnimationCompletionCriteria(removes: true)
}
