/// A rectangle on the character grid; `x` is the column and `y` the row of its top-left cell.
struct CellRect: Hashable, Sendable {
  var x: Int
  var y: Int
  var width: Int
  var height: Int

  static let zero = CellRect(x: 0, y: 0, width: 0, height: 0)

  var size: CellSize { CellSize(width: width, height: height) }
  var maxX: Int { x + width }
  var maxY: Int { y + height }

  /// The rectangle shrunk by the given insets, never below zero size.
  func inset(top: Int, leading: Int, bottom: Int, trailing: Int) -> CellRect {
    CellRect(
      x: x + leading, y: y + top,
      width: max(0, width - leading - trailing), height: max(0, height - top - bottom))
  }

  /// The overlap of two rectangles (zero-sized when they do not meet).
  func intersection(_ other: CellRect) -> CellRect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    return CellRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
  }

  /// The smallest rectangle holding both.
  func union(_ other: CellRect) -> CellRect {
    let left = min(x, other.x)
    let top = min(y, other.y)
    return CellRect(
      x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
  }

  /// Whether the two rectangles share at least one cell.
  func intersects(_ other: CellRect) -> Bool {
    max(x, other.x) < min(maxX, other.maxX) && max(y, other.y) < min(maxY, other.maxY)
  }

  func contains(x column: Int, y row: Int) -> Bool {
    column >= x && column < maxX && row >= y && row < maxY
  }
}
