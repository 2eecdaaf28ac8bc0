import KeystrokeCore

@testable import Keystroke

/// Keys and typing sent to a host as a user would press them, and the focused control as the
/// screen shows it: what the focus tests drive and check.
extension ViewHost {
  /// Sends each key of `keys`, separated by spaces (`"tab"`, `"cmd+s"`, `"shift+f10"`).
  func press(_ keys: String) throws {
    for key in keys.split(separator: " ") {
      send(KeyPress(try Shortcut(parsing: String(key))))
    }
  }

  /// Types `text`, one character at a time.
  func typeText(_ text: String) {
    for character in text { send(KeyPress(Shortcut(character), text: String(character))) }
  }

  /// The focused control as the screen shows it (the cells of its frame's first row, such as
  /// `"[ Save ]"`), or `nil` when nothing has focus.
  var focusedText: String? {
    guard let target = interactions.focusTarget(id: focusedNodeID) else { return nil }
    let frame = target.element.frame
    guard lines.indices.contains(frame.y) else { return nil }
    let line = Array(lines[frame.y])
    guard frame.x < line.count else { return "" }
    return String(line[frame.x..<min(frame.maxX, line.count)])
  }
}

extension Element {
  /// The first element of type `Found` in this element's subtree, itself included, depth first.
  func first<Found: Element>(_ type: Found.Type) -> Found? {
    (self as? Found) ?? children.lazy.compactMap { $0.first(type) }.first
  }

  /// Every element of type `Found` in this element's subtree, itself included, depth first.
  func all<Found: Element>(_ type: Found.Type) -> [Found] {
    ((self as? Found).map { [$0] } ?? []) + children.flatMap { $0.all(type) }
  }
}
