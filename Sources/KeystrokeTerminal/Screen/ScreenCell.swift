/// One cell of a ``ScreenBuffer``.
///
/// A narrow cluster fills one cell (`width` 1). A wide cluster fills its leading cell (`width` 2)
/// and the cell to its right, which is a continuation (`width` 0, empty grapheme) and is never
/// drawn on its own.
public struct ScreenCell: Sendable, Equatable {
  /// The grapheme cluster drawn in this cell; empty for a continuation.
  public var grapheme: String
  /// Columns the grapheme occupies: 1 or 2, or 0 for a continuation.
  public var width: UInt8
  /// Whether terminals disagree about this cluster's width (see ``GraphemeWidth/isUncertain``).
  public var isUncertain: Bool
  /// The cell's style in its buffer's ``StyleTable``.
  public var style: StyleID

  /// A cell with the given contents.
  public init(grapheme: String, width: UInt8, style: StyleID, isUncertain: Bool = false) {
    self.grapheme = grapheme
    self.width = width
    self.style = style
    self.isUncertain = isUncertain
  }

  /// A space in `style`.
  public static func blank(_ style: StyleID = .plain) -> ScreenCell {
    ScreenCell(grapheme: " ", width: 1, style: style)
  }

  /// The right half of a wide cluster, in `style`.
  public static func continuation(_ style: StyleID) -> ScreenCell {
    ScreenCell(grapheme: "", width: 0, style: style)
  }

  /// Whether this is the right half of a wide cluster.
  public var isContinuation: Bool { width == 0 }
}
