import Foundation

/// Where views line up across a horizontal stack's height: one of the built-in guides, or one
/// of the app's own made from an ``AlignmentID`` with `init(_:)`.
public struct VerticalAlignment: Hashable, Sendable {
  /// Which guide this is.
  let kind: AlignmentKind

  init(kind: AlignmentKind) { self.kind = kind }

  /// A guide of the app's own, whose default value `id` gives.
  public init(_ id: any AlignmentID.Type) { kind = .custom(id) }

  /// The top edge.
  public static let top = VerticalAlignment(kind: .start)
  /// The middle.
  public static let center = VerticalAlignment(kind: .center)
  /// The bottom edge.
  public static let bottom = VerticalAlignment(kind: .end)
  /// The first line of text; on a grid this is the top row.
  public static let firstTextBaseline = VerticalAlignment(kind: .firstTextBaseline)
  /// The last line of text; on a grid this is the bottom row.
  public static let lastTextBaseline = VerticalAlignment(kind: .lastTextBaseline)

  /// Whether this is a guide of the app's own.
  var isCustom: Bool {
    if case .custom = kind { return true }
    return false
  }

  /// The offset of a child of height `child` in a space of height `space`.
  func offset(child: Int, in space: Int) -> Int {
    switch kind {
    case .start, .firstTextBaseline: return 0
    case .center: return max(0, (space - child) / 2)
    case .end, .lastTextBaseline: return max(0, space - child)
    case .custom:
      return offset(
        child: CellSize(width: 0, height: child), in: CellSize(width: 0, height: space))
    }
  }

  /// The offset of a child of size `child` down a space of size `space`.
  func offset(child: CellSize, in space: CellSize) -> Int {
    switch kind {
    case .start, .firstTextBaseline: return 0
    case .center: return max(0, (space.height - child.height) / 2)
    case .end, .lastTextBaseline: return max(0, space.height - child.height)
    case .custom(let id):
      return AlignmentKind.offset(
        of: id, child: ViewDimensions(child), childLength: child.height,
        in: ViewDimensions(space), spaceLength: space.height)
    }
  }

  /// Where the guide lies in a view of `dimensions` that does not set it. A line of text's
  /// baseline is its own row, so the first text baseline is the top row and the last the
  /// bottom one.
  func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
    switch kind {
    case .start: return 0
    case .center: return dimensions.height / 2
    case .end: return dimensions.height
    case .firstTextBaseline: return min(dimensions.height, 1)
    case .lastTextBaseline: return dimensions.height
    case .custom(let id): return id.defaultValue(in: dimensions)
    }
  }
}
