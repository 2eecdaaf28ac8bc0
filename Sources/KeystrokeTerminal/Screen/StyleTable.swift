/// Interns ``CellStyle`` values so each distinct style is stored once and cells refer to it by a
/// small ``StyleID``. Index 0 is always ``CellStyle/plain``; identifiers are never reused.
public struct StyleTable: Sendable, Equatable {
  /// Every interned style, indexed by ``StyleID/rawValue``.
  public private(set) var styles: [CellStyle] = [.plain]
  private var index: [CellStyle: StyleID] = [.plain: .plain]

  /// A table holding only the plain style.
  public init() {}

  /// The number of interned styles.
  public var count: Int { styles.count }

  /// The identifier of `style`, adding it if it is new.
  public mutating func intern(_ style: CellStyle) -> StyleID {
    if let known = index[style] { return known }
    let id = StyleID(rawValue: UInt32(styles.count))
    styles.append(style)
    index[style] = id
    return id
  }

  /// The style for `id`; an identifier from another table that is out of range gives plain.
  public subscript(id: StyleID) -> CellStyle {
    let position = Int(id.rawValue)
    return position < styles.count ? styles[position] : .plain
  }

  /// Whether two tables hold the same styles in the same order.
  public static func == (lhs: StyleTable, rhs: StyleTable) -> Bool { lhs.styles == rhs.styles }
}
