/// Where the terminal cursor should be after a frame, and whether it shows (for text fields).
public struct CursorRequest: Sendable, Hashable {
  /// Column, 0-based; clamped to the screen.
  public var x: Int
  /// Row, 0-based; clamped to the screen.
  public var y: Int
  /// Whether the cursor is shown at (`x`, `y`); a hidden cursor's position does not matter.
  public var isVisible: Bool

  /// A cursor request.
  public init(x: Int, y: Int, isVisible: Bool) {
    self.x = x
    self.y = y
    self.isVisible = isVisible
  }

  /// A visible cursor at (`x`, `y`).
  public static func visible(x: Int, y: Int) -> CursorRequest {
    CursorRequest(x: x, y: y, isVisible: true)
  }

  /// No visible cursor.
  public static let hidden = CursorRequest(x: 0, y: 0, isVisible: false)
}
