import KeystrokeTerminal
import KeystrokeTesting
import Testing

@MainActor
extension TestHost {
  /// Moves focus with Tab to the control whose text starts with `title` (drawn reversed), at
  /// most `limit` presses.
  func focus(_ title: String, limit: Int = 30) throws {
    for _ in 0..<limit {
      if isFocused(title) { return }
      try play("tab")
    }
    Issue.record("Tab never reached \(title)")
  }

  /// Whether the first cell of `title` on screen is drawn reversed, as focus draws it.
  func isFocused(_ title: String) -> Bool {
    for (row, line) in lines.enumerated() {
      guard let range = line.range(of: title) else { continue }
      let column = line.distance(from: line.startIndex, to: range.lowerBound)
      if style(column: column, row: row).attributes.contains(.reverse) { return true }
    }
    return false
  }
}
