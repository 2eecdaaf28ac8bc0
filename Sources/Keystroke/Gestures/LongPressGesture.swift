import Foundation

/// A press held for a while; accepted without effect, as a terminal reports no held presses.
public struct LongPressGesture: Gesture {
  /// How long the press must last, in seconds.
  public var minimumDuration: Double
  /// How far the pointer may move during the press.
  public var maximumDistance: CGFloat

  /// Creates a long-press gesture.
  nonisolated public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  /// Whether the press is still down.
  public typealias Value = Bool

  /// A primitive gesture's body is never evaluated.
  public var body: Never { fatalError("LongPressGesture is primitive") }
}
