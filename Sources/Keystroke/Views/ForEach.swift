/// Builds a view for each element of a collection, identified by the element's identity.
///
/// State belongs to the identity, so it follows an element when the collection is reordered.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The collection.
  public var data: Data
  /// Builds the view for one element.
  public var content: (Data.Element) -> Content
  /// The identity of an element.
  @usableFromInline let identify: (Data.Element) -> ID

  /// A `ForEach` from its parts, for the inlinable initializers.
  @usableFromInline
  nonisolated init(
    data: Data, content: @escaping (Data.Element) -> Content,
    identify: @escaping (Data.Element) -> ID
  ) {
    self.data = data
    self.content = content
    self.identify = identify
  }
}

extension ForEach: View where Content: View {
  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }

  /// Creates views for a collection, identified by a key path.
  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data: data, content: content, identify: { $0[keyPath: id] })
  }

  /// Creates views for a collection of identifiable elements.
  ///
  /// Inlinable so that, in the app's module, reading an element's identity is a plain function
  /// rather than a closure that captures the generic types (one allocation per `ForEach` made,
  /// and a list of sections makes one per section on every update).
  @inlinable
  nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
  where Data.Element: Identifiable, ID == Data.Element.ID {
    self.init(data: data, content: content, identify: { $0.id })
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// Creates views for a constant range of integers.
  nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    identify = { $0 }
  }
}

extension ForEach: PrimitiveView where Content: View {
  func makeElements(in context: BuildContext) -> [Element] {
    var elements: [Element] = []
    let scrollTargets = context.environment.scrollTargets
    // Scroll targets are registered afresh each update, so the subtree is not kept whole.
    if scrollTargets != nil { context.node.graph.noteUncopyableBuild() }
    for element in data {
      let id = identify(element)
      let built = context.build(content(element), key: .identity(id))
      scrollTargets?.record(
        AnyHashable(id), elements: built, update: context.node.graph.generation)
      elements += built
    }
    return elements
  }
}
