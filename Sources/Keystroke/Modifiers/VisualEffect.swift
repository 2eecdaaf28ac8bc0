import Foundation

/// An effect that changes how a view is drawn without changing its layout: what a
/// ``View/visualEffect(_:)`` or ``View/scrollTransition(_:axis:transition:)`` closure returns,
/// made by calling effect methods on the ``EmptyVisualEffect`` it is given.
///
/// A terminal draws what cells can show: ``offset(x:y:)`` moves the view by whole cells and
/// ``opacity(_:)`` dims or hides it, as the `.offset` and `.opacity` view modifiers do. The
/// other effects are accepted and change nothing, as their view modifiers do. You don't
/// conform to this protocol yourself.
public protocol VisualEffect: Sendable, Animatable {}

extension VisualEffect {
  /// Moves the view by `offset`'s width (columns) and height (rows), rounded to whole cells
  /// when it is drawn.
  nonisolated public func offset(_ offset: CGSize) -> some VisualEffect {
    self.offset(x: offset.width, y: offset.height)
  }

  /// Moves the view right by `x` and down by `y` cells, rounded to whole cells when it is
  /// drawn; offsets add up.
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
    var effect = ResolvedVisualEffect(self)
    effect.offset.width += x.isFinite ? x : 0
    effect.offset.height += y.isFinite ? y : 0
    return effect
  }

  /// Sets how opaque the view is, multiplying any opacity applied before: 0 hides it, a value
  /// between 0 and 1 dims it, 1 draws it as is.
  nonisolated public func opacity(_ opacity: Double) -> some VisualEffect {
    var effect = ResolvedVisualEffect(self)
    effect.opacity *= opacity
    return effect
  }

  /// Accepted and has no effect: a terminal cannot draw text or glyphs at another size.
  nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center)
    -> some VisualEffect
  {
    ResolvedVisualEffect(self)
  }

  /// Accepted and has no effect: a terminal cannot draw text or glyphs at another size.
  nonisolated public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center)
    -> some VisualEffect
  {
    ResolvedVisualEffect(self)
  }

  /// Accepted and has no effect: a terminal cannot draw text or glyphs at another size.
  nonisolated public func scaleEffect(
    x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center
  ) -> some VisualEffect {
    ResolvedVisualEffect(self)
  }

  /// Accepted and has no effect: cells cannot be turned.
  nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center)
    -> some VisualEffect
  {
    ResolvedVisualEffect(self)
  }

  /// Accepted and has no effect: cells cannot be turned in space.
  nonisolated public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some VisualEffect {
    ResolvedVisualEffect(self)
  }

  /// Accepted and has no effect: cells cannot be skewed, scaled or turned.
  nonisolated public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
    ResolvedVisualEffect(self)
  }

  /// Accepted and has no effect: a cell's character cannot be blurred.
  nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
    ResolvedVisualEffect(self)
  }

  /// Accepted and has no effect: colours are drawn as given.
  nonisolated public func brightness(_ amount: Double) -> some VisualEffect {
    ResolvedVisualEffect(self)
  }

  /// Accepted and has no effect: colours are drawn as given.
  nonisolated public func contrast(_ amount: Double) -> some VisualEffect {
    ResolvedVisualEffect(self)
  }

  /// Accepted and has no effect: colours are drawn as given.
  nonisolated public func grayscale(_ amount: Double) -> some VisualEffect {
    ResolvedVisualEffect(self)
  }

  /// Accepted and has no effect: colours are drawn as given.
  nonisolated public func hueRotation(_ angle: Angle) -> some VisualEffect {
    ResolvedVisualEffect(self)
  }

  /// Accepted and has no effect: colours are drawn as given.
  nonisolated public func saturation(_ amount: Double) -> some VisualEffect {
    ResolvedVisualEffect(self)
  }

  /// Accepted and has no effect: a cell shows one colour, so nothing is blended.
  nonisolated public func blendMode(_ mode: BlendMode) -> some VisualEffect {
    ResolvedVisualEffect(self)
  }
}
