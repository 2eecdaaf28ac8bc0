import Foundation

/// The description of one column of a ``LazyVGrid`` (or one row of a ``LazyHGrid``).
public struct GridItem: Sendable {
  /// How a track is sized.
  public enum Size: Sendable {
    /// Exactly this many cells.
    case fixed(CGFloat)
    /// A share of the space left by fixed tracks, within the bounds.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many tracks of at least `minimum` cells as fit in the space.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// How the track is sized.
  public var size: GridItem.Size
  /// The space after this track, in cells; `nil` uses the grid's default of one.
  public var spacing: CGFloat?
  /// How cells are aligned in the track; `nil` uses the grid's alignment.
  public var alignment: Alignment?

  /// Creates a track description.
  nonisolated public init(
    _ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil
  ) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}
