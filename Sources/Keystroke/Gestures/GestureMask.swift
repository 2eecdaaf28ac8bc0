/// Which gestures `gesture(_:including:)` enables: the added one, those of the subviews, both
/// or neither.
public struct GestureMask: OptionSet, Sendable {
  /// The mask's bits.
  public let rawValue: UInt32

  /// A mask from its bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// No gestures.
  public static let none: GestureMask = []
  /// The gesture being added.
  public static let gesture = GestureMask(rawValue: 1)
  /// The gestures of the subviews.
  public static let subviews = GestureMask(rawValue: 2)
  /// Both.
  public static let all: GestureMask = [.gesture, .subviews]
}
