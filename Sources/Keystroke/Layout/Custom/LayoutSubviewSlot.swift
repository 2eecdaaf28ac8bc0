/// One subview of a custom layout as the layout element holds it: the element and whether
/// the layout placed it during the current placement.
@MainActor
final class LayoutSubviewSlot {
  let element: Element
  /// Whether ``LayoutSubview/place(at:anchor:proposal:)`` ran for this subview since the
  /// container's placement began.
  var placed = false

  init(element: Element) { self.element = element }

  /// The value stored for `key` by `.layoutValue(key:value:)` on this subview or on the view
  /// inside the modifiers around it (padding, frames, borders: elements with one child).
  func value(for key: ObjectIdentifier) -> Any? {
    var current = element
    while true {
      if let value = current.layoutValues?[key] { return value }
      guard !(current is StackElement), current.children.count == 1 else { return nil }
      current = current.children[0]
    }
  }
}
