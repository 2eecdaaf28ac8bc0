import Foundation

/// A type whose value can be animated, SwiftUI's `Animatable`. A terminal draws every change
/// at once, so `animatableData` is never interpolated; it exists so shapes and modifiers that
/// declare it compile. Like `View`, it is bound to the main actor, so a shape's
/// `animatableData` may read the shape's other properties.
@MainActor @preconcurrency
public protocol Animatable {
  /// The type of the data that would be animated.
  associatedtype AnimatableData: VectorArithmetic
  /// The data that would be animated.
  var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// Nothing to animate.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

/// A value that can be added, subtracted and scaled: what an animation interpolates.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component by `rhs`.
  mutating func scale(by rhs: Double)
  /// The dot product of the value with itself.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// A copy multiplied by `rhs`.
  public func scaled(by rhs: Double) -> Self {
    var copy = self
    copy.scale(by: rhs)
    return copy
  }
}

extension Double: VectorArithmetic {
  /// Multiplies by `rhs`.
  public mutating func scale(by rhs: Double) { self *= rhs }
  /// The square of the value.
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  /// Multiplies by `rhs`.
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  /// The square of the value.
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  /// Multiplies by `rhs`.
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  /// The square of the value.
  public var magnitudeSquared: Double { Double(self * self) }
}

/// Nothing to animate: the data of a type with no animatable properties.
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
  /// Nothing.
  public init() {}
  /// Nothing.
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  /// Nothing.
  public static func + (lhs: Self, rhs: Self) -> Self { lhs }
  /// Nothing.
  public static func - (lhs: Self, rhs: Self) -> Self { lhs }
  /// Nothing changes.
  public mutating func scale(by rhs: Double) {}
  /// Zero.
  public var magnitudeSquared: Double { 0 }
}

/// Two animatable values animated together, as in a shape with two animated properties.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  /// The first value.
  public var first: First
  /// The second value.
  public var second: Second

  /// A pair of values.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// Both zero.
  public static var zero: Self { Self(.zero, .zero) }
  /// The component-wise sum.
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first + rhs.first, lhs.second + rhs.second)
  }
  /// The component-wise difference.
  public static func - (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first - rhs.first, lhs.second - rhs.second)
  }
  /// Scales both values.
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }
  /// The sum of both magnitudes.
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
