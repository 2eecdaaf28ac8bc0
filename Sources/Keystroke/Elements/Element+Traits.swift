extension Element {
  /// The trait stored under `key` on this element or on the element inside the modifiers
  /// around it (padding, frames, borders: elements with exactly one child), as SwiftUI's
  /// traits pass through modifiers. A stack's children are not searched.
  func trait(_ key: ObjectIdentifier) -> Any? {
    var current = self
    while true {
      if let value = current.traits?[key] { return value }
      guard !(current is StackElement), current.children.count == 1 else { return nil }
      current = current.children[0]
    }
  }

  /// Stores `value` under `key`, replacing what was there.
  func setTrait(_ value: Any, for key: ObjectIdentifier) {
    if traits == nil { traits = [:] }
    traits?[key] = value
  }
}
