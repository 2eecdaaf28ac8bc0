import Foundation

/// What a ``VisualEffect`` means in a terminal: how far the view is moved, in cells (kept
/// fractional until it is drawn, as offsets add up), and how opaque it is. Every effect method
/// returns one, made from the effect it was called on.
nonisolated struct ResolvedVisualEffect: VisualEffect, Equatable {
  /// Columns right (width) and rows down (height).
  var offset = CGSize.zero
  /// The product of the opacities applied.
  var opacity = 1.0

  /// An effect that changes nothing.
  init() {}

  /// The terminal meaning of `effect`; an effect Keystroke did not make
  /// (``EmptyVisualEffect``) changes nothing.
  init(_ effect: some VisualEffect) {
    self = (effect as? ResolvedVisualEffect) ?? ResolvedVisualEffect()
  }

  /// Nothing is animated: a terminal draws each change at once.
  var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }

  /// The effect `amount` of the way from this one to `other` (0 is this one, 1 is `other`),
  /// as SwiftUI interpolates a scroll transition's effect between its phases.
  func interpolated(towards other: ResolvedVisualEffect, amount: Double) -> ResolvedVisualEffect {
    let amount = amount.isFinite ? min(1, max(0, amount)) : 1
    var effect = ResolvedVisualEffect()
    effect.offset.width = offset.width + (other.offset.width - offset.width) * amount
    effect.offset.height = offset.height + (other.offset.height - offset.height) * amount
    effect.opacity = opacity + (other.opacity - opacity) * amount
    return effect
  }

  /// The offset in whole cells, as ``View/offset(x:y:)`` rounds it.
  var cells: (columns: Int, rows: Int) {
    (Self.cells(offset.width), Self.cells(offset.height))
  }

  private static func cells(_ length: CGFloat) -> Int {
    guard length.isFinite else { return 0 }
    return Int(max(-1_000_000, min(1_000_000, length.rounded())))
  }
}
