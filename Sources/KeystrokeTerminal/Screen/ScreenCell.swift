/// One cell of a ``ScreenBuffer``.
///
/// A narrow cluster fills one cell (`width` 1). A wide cluster fills its leading cell (`width` 2)
/// and the cell to its right, which is a continuation (`width` 0, empty grapheme) and is never
/// drawn on its own.
public struct ScreenCell: Sendable, Equatable {
  /// The grapheme cluster, kept inline when it is short (see ``GraphemeStorage``).
  var content: GraphemeStorage
  /// Columns the grapheme occupies: 1 or 2, or 0 for a continuation.
  public var width: UInt8
  /// Whether terminals disagree about this cluster's width (see ``GraphemeWidth/isUncertain``).
  public var isUncertain: Bool
  /// The cell's style in its buffer's ``StyleTable``.
  public var style: StyleID

  /// The grapheme cluster drawn in this cell; empty for a continuation.
  public var grapheme: String {
    get { content.string }
    set { content = GraphemeStorage(newValue) }
  }

  /// A cell with the given contents.
  public init(grapheme: String, width: UInt8, style: StyleID, isUncertain: Bool = false) {
    self.init(
      content: GraphemeStorage(grapheme), width: width, style: style, isUncertain: isUncertain)
  }

  /// A cell with its cluster already stored.
  init(content: GraphemeStorage, width: UInt8, style: StyleID, isUncertain: Bool = false) {
    self.content = content
    self.width = width
    self.style = style
    self.isUncertain = isUncertain
  }

  /// Whether the cells are the same: the same width, width certainty and style, and the same
  /// cluster (canonically equivalent clusters are the same, as with `String`).
  public static func == (lhs: ScreenCell, rhs: ScreenCell) -> Bool {
    lhs.width == rhs.width && lhs.isUncertain == rhs.isUncertain && lhs.style == rhs.style
      && lhs.content.holdsSameCluster(as: rhs.content)
  }

  /// Whether this cell is a one-column space, whatever its style.
  package var isSpace: Bool { width == 1 && content == .space }

  /// A space in `style`.
  public static func blank(_ style: StyleID = .plain) -> ScreenCell {
    ScreenCell(content: .space, width: 1, style: style)
  }

  /// The right half of a wide cluster, in `style`.
  public static func continuation(_ style: StyleID) -> ScreenCell {
    ScreenCell(content: .empty, width: 0, style: style)
  }

  /// Whether this is the right half of a wide cluster.
  public var isContinuation: Bool { width == 0 }
}
