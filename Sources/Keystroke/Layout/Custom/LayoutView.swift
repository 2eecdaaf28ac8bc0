/// A container a ``Layout`` value makes when called with a view builder.
///
/// The layout's type is not part of the container's identity beyond `L`: an ``AnyLayout``
/// that switches from a row to a column keeps the same subviews, and with them their state.
struct LayoutView<L: Layout, Content: View>: View {
  let layout: L
  let content: Content

  /// A primitive view's body is never evaluated.
  var body: Never { primitiveBody(Self.self) }
}

extension LayoutView: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    let items = context.build(content, key: .index(0))
    let previous = context.node.subtreeReuse?.elements.first
    if let native = (layout as? AnyLayout)?.native ?? (layout as? NativeLayout) {
      return [native.makeElement(items: items, previous: previous)]
    }
    if let axis = ((layout as? AnyLayout)?.properties ?? L.layoutProperties).stackOrientation {
      StackAxisAssignment.assign(axis, to: items)
    }
    let element = CustomLayoutElement(layout: layout, items: items)
    element.inherit(from: previous)
    return [element]
  }
}
