/// The kinds of safe area; `.ignoresSafeArea(_:edges:)` accepts them. A terminal's whole grid
/// is usable.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  /// The bit pattern.
  public let rawValue: UInt

  /// Creates regions from their bit pattern.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The area the system's bars and rounded corners cover.
  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  /// The area the software keyboard covers.
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  /// Every region.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}
