/// The size of the terminal in character cells.
public struct TerminalSize: Hashable, Sendable {
  /// The number of columns.
  public var columns: Int
  /// The number of rows.
  public var rows: Int

  /// Creates a size; negative values become 0.
  public init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
  }

  /// The size assumed when the terminal does not report one: 80×24.
  public static let fallback = TerminalSize(columns: 80, rows: 24)
}
