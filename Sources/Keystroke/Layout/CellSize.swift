/// A size on the character grid, in columns and rows.
struct CellSize: Hashable, Sendable {
  var width: Int
  var height: Int

  static let zero = CellSize(width: 0, height: 0)
}
