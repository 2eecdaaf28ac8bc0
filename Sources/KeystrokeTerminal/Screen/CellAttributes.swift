/// Text attributes a cell can carry besides its colours.
public struct CellAttributes: OptionSet, Sendable, Hashable {
  /// The attribute bits.
  public let rawValue: UInt8

  /// Attributes from their bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Bold or increased intensity (SGR 1).
  public static let bold = CellAttributes(rawValue: 1 << 0)
  /// Faint or decreased intensity (SGR 2).
  public static let dim = CellAttributes(rawValue: 1 << 1)
  /// Italic (SGR 3).
  public static let italic = CellAttributes(rawValue: 1 << 2)
  /// Single underline (SGR 4).
  public static let underline = CellAttributes(rawValue: 1 << 3)
  /// Swapped foreground and background (SGR 7).
  public static let reverse = CellAttributes(rawValue: 1 << 4)
  /// Crossed out (SGR 9).
  public static let strikethrough = CellAttributes(rawValue: 1 << 5)
}
