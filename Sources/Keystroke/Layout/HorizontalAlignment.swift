import Foundation

/// Where views line up across a vertical stack's width: one of the built-in guides, or one of
/// the app's own made from an ``AlignmentID`` with `init(_:)`.
public struct HorizontalAlignment: Hashable, Sendable {
  /// Which guide this is.
  let kind: AlignmentKind

  init(kind: AlignmentKind) { self.kind = kind }

  /// A guide of the app's own, whose default value `id` gives.
  public init(_ id: any AlignmentID.Type) { kind = .custom(id) }

  /// The leading edge (left, in left-to-right text).
  public static let leading = HorizontalAlignment(kind: .start)
  /// The middle.
  public static let center = HorizontalAlignment(kind: .center)
  /// The trailing edge.
  public static let trailing = HorizontalAlignment(kind: .end)
  /// Where a list row's separator starts: by default the row's leading edge. A list's
  /// separators do not read it; a stack aligned by it lines views up there.
  public static let listRowSeparatorLeading = HorizontalAlignment(
    ListRowSeparatorLeadingID.self)
  /// Where a list row's separator ends: by default the row's trailing edge. A list's
  /// separators do not read it; a stack aligned by it lines views up there.
  public static let listRowSeparatorTrailing = HorizontalAlignment(
    ListRowSeparatorTrailingID.self)

  /// Whether this is a guide of the app's own.
  var isCustom: Bool {
    if case .custom = kind { return true }
    return false
  }

  /// The offset of a child of width `child` in a space of width `space`.
  func offset(child: Int, in space: Int) -> Int {
    switch kind {
    case .start, .firstTextBaseline: return 0
    case .center: return max(0, (space - child) / 2)
    case .end, .lastTextBaseline: return max(0, space - child)
    case .custom:
      return offset(
        child: CellSize(width: child, height: 0), in: CellSize(width: space, height: 0))
    }
  }

  /// The offset of a child of size `child` across a space of size `space`.
  func offset(child: CellSize, in space: CellSize) -> Int {
    switch kind {
    case .start, .firstTextBaseline: return 0
    case .center: return max(0, (space.width - child.width) / 2)
    case .end, .lastTextBaseline: return max(0, space.width - child.width)
    case .custom(let id):
      return AlignmentKind.offset(
        of: id, child: ViewDimensions(child), childLength: child.width,
        in: ViewDimensions(space), spaceLength: space.width)
    }
  }

  /// Where the guide lies in a view of `dimensions` that does not set it.
  func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
    switch kind {
    case .start, .firstTextBaseline: return 0
    case .center: return dimensions.width / 2
    case .end, .lastTextBaseline: return dimensions.width
    case .custom(let id): return id.defaultValue(in: dimensions)
    }
  }
}

/// The guide `HorizontalAlignment.listRowSeparatorLeading` names: the leading edge.
private enum ListRowSeparatorLeadingID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

/// The guide `HorizontalAlignment.listRowSeparatorTrailing` names: the trailing edge.
private enum ListRowSeparatorTrailingID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}
