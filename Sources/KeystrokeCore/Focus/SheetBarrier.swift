/// A modal sheet seen from focused values: it hides what is published beneath it, except the
/// keys it lets through.
public struct SheetBarrier: Hashable, Sendable {
  /// The keys whose values from beneath the sheet stay visible while it is up.
  public var letThrough: Set<AnyFocusedKey>

  /// Creates a barrier that lets `letThrough` pass and hides every other key.
  public init(letThrough: Set<AnyFocusedKey> = []) { self.letThrough = letThrough }

  /// Whether values for `key` published beneath the sheet stay visible.
  public func passes(_ key: AnyFocusedKey) -> Bool { letThrough.contains(key) }
}
