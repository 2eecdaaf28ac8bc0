/// Which parts of a view's geometry `.matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt32

  /// Creates a set from its raw bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The view's position.
  public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
  /// The view's size.
  public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
  /// Position and size.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
  /// Accepted and has no effect: SwiftUI uses it to animate one view into another's place,
  /// and a terminal shows the change at once, each view laid out where its own modifiers put it.
  public consuming func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View { self }

  /// Accepted and has no effect: it isolates a view's geometry from animations of its parent,
  /// and a terminal does not animate.
  public consuming func geometryGroup() -> some View { self }
}
