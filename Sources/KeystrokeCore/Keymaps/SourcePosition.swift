/// A place in a text file: a 1-based line and a 1-based column counted in characters.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, in characters (not bytes).
  public var column: Int

  /// Creates a position.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `LINE:COLUMN`, as compilers print it.
  public var description: String { "\(line):\(column)" }

  /// The position `offset` characters further along the same line.
  public func advanced(by offset: Int) -> SourcePosition {
    SourcePosition(line: line, column: column + offset)
  }

  /// Orders positions by line, then column.
  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
