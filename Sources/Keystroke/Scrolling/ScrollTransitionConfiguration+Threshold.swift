extension ScrollTransitionConfiguration {
  /// A point in a view's progress through its scroll view, from hidden (wholly outside) to
  /// visible (wholly inside) and on to centered: where a scroll transition reaches its identity
  /// phase.
  public struct Threshold: Sendable {
    /// The progress: 0 hidden, 1 wholly visible, 2 centered; between 0 and 1 it is the share
    /// of the view inside the scroll view, between 1 and 2 how near its centre is to the scroll
    /// view's.
    let level: Double
    /// Cells the scroll view's visible part is taken in by at each end (out, when negative).
    let inset: Double

    init(level: Double, inset: Double = 0) {
      self.level = level.isFinite ? min(2, max(0, level)) : 0
      self.inset = inset.isFinite ? inset : 0
    }

    /// The view is wholly visible.
    public static let visible = Threshold(level: 1)

    /// The view is wholly hidden: it is in the identity phase as soon as it is shown at all.
    public static let hidden = Threshold(level: 0)

    /// The view is centered in the scroll view.
    public static var centered: Threshold { Threshold(level: 2) }

    /// The view is visible by `amount`, from 0 (hidden) to 1 (wholly visible); other values
    /// are clamped.
    public static func visible(_ amount: Double) -> Threshold {
      Threshold(level: amount.isFinite ? min(1, max(0, amount)) : 1)
    }

    /// A threshold `amount` of the way from this one to `other` (0 is this one, 1 is `other`).
    public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
      let amount = amount.isFinite ? amount : 1
      return Threshold(
        level: level + (other.level - level) * amount, inset: inset + (other.inset - inset) * amount
      )
    }

    /// A threshold met when the view is `distance` cells nearer the scroll view's centre;
    /// negative values move it away from the centre.
    public func inset(by distance: Double) -> Threshold {
      Threshold(level: level, inset: inset + (distance.isFinite ? distance : 0))
    }
  }
}
