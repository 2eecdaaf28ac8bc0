/// A style's index in a ``StyleTable``. Cells store this instead of the full ``CellStyle``.
public struct StyleID: Sendable, Hashable {
  /// The index into the table.
  public let rawValue: UInt32

  /// An identifier from its index.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The plain style, present in every table at index 0.
  public static let plain = StyleID(rawValue: 0)
}
