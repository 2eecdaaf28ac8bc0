/// Content that is a container for `.containerRelativeFrame`: a window's or a sheet's content
/// area. Its elements are wrapped so that, once placed, the views inside know its size.
struct ContainerRegion<Content: View>: View {
  let content: Content

  /// A primitive view's body is never evaluated.
  var body: Never { primitiveBody(Self.self) }
}

extension ContainerRegion: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    let container = context.node.kept { ContainerSize() }
    let built = context.build(content, key: .index(0)) { $0.containerSize = container }
    guard !built.isEmpty else { return [] }
    let child =
      built.count == 1
      ? built[0] : StackElement(axis: .vertical, spacing: 0, items: built)
    return [ContainerBoundsElement(child: child, container: container)]
  }
}
