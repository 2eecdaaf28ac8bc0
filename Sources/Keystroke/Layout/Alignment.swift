/// A horizontal and a vertical alignment together, for frames and overlays.
public struct Alignment: Hashable, Sendable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment

  /// Creates an alignment from its two parts.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centred both ways.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Top-leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Top edge, centred.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Top-trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Leading edge, centred vertically.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Trailing edge, centred vertically.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Bottom-leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Bottom edge, centred.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Bottom-trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// The origin of a child of size `child` placed in `rect`.
  func origin(of child: CellSize, in rect: CellRect) -> (x: Int, y: Int) {
    (
      rect.x + horizontal.offset(child: child, in: rect.size),
      rect.y + vertical.offset(child: child, in: rect.size)
    )
  }
}
