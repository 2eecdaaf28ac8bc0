/// The content of a `WindowGroup(for:)` window: the scene's content given a binding to the
/// value the window presents, which lives with the window.
struct ValueWindowContent<Value: Hashable, Content: View> {
  let makeContent: (Binding<Value?>) -> Content

  /// A primitive view's body is never evaluated.
  var body: Never { primitiveBody(Self.self) }
}

extension ValueWindowContent: View {}

extension ValueWindowContent: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    let scene = context.environment.windowScene
    let box = scene?.window?.valueBox
    let invalidation = context.node.graph.invalidation
    let binding = Binding<Value?>(
      get: { box?.value?.base as? Value },
      set: { newValue in
        box?.value = newValue.map { AnyHashable($0) }
        invalidation.raise()
      })
    return context.build(makeContent(binding), key: .index(0))
  }
}
