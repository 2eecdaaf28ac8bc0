/// Interns ``CellStyle`` values so each distinct style is stored once and cells refer to it by a
/// small ``StyleID``. Index 0 is always ``CellStyle/plain``; identifiers are never reused.
public struct StyleTable: Sendable, Equatable {
  /// Every interned style, indexed by ``StyleID/rawValue``.
  public private(set) var styles: [CellStyle] = [.plain]
  private var index: [CellStyle: StyleID] = [.plain: .plain]
  /// Shared by this table and every copy made of it. A host carries one table from frame to
  /// frame, so an identifier read from an earlier frame of the same lineage still names the
  /// same style (tables only ever add styles). Two copies that go on adding styles apart can
  /// give one identifier different styles, so only the copy carried forward should be trusted.
  public let lineage = Lineage()

  /// A table holding only the plain style.
  public init() {}

  /// The identity shared by a table and its copies (see ``StyleTable/lineage``).
  public final class Lineage: Sendable {
    /// A new lineage, shared by no other table.
    public init() {}
  }

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
