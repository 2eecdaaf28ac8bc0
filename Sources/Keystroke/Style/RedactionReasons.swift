/// Why content is redacted; `.redacted(reason:)` accepts it.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  /// The bit pattern.
  public let rawValue: Int

  /// Creates reasons from their bit pattern.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Content shown as a placeholder while it loads.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// Private content hidden from view.
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// Content invalidated while it updates.
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}
