/// How a shape is filled, SwiftUI's `FillStyle`: `eoFill` picks the even-odd rule for a path
/// of your own; antialiasing has no meaning on cells.
public struct FillStyle: Hashable, Sendable {
  /// Whether the even-odd rule decides what is inside (else the non-zero rule).
  public var isEOFilled: Bool
  /// Accepted; cells are never antialiased.
  public var isAntialiased: Bool

  /// A fill style.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}
