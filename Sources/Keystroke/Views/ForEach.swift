/// Builds a view for each element of a collection, identified by the element's identity.
///
/// State belongs to the identity, so it follows an element when the collection is reordered.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The collection.
  public var data: Data
  /// Builds the view for one element.
  public var content: (Data.Element) -> Content
  /// How an element's identity is read.
  @usableFromInline let identity: ElementIdentity<Data.Element, ID>
  /// What a list may do to the bound collection itself (`editActions:`), if anything.
  var edits: CollectionEdits? = nil

  /// A `ForEach` from its parts, for the inlinable initializers.
  @usableFromInline
  nonisolated init(
    data: Data, content: @escaping (Data.Element) -> Content,
    identity: ElementIdentity<Data.Element, ID>
  ) {
    self.data = data
    self.content = content
    self.identity = identity
  }

  /// The identity of `element`.
  func identify(_ element: Data.Element) -> ID { identity.of(element) }
}

extension ForEach: View where Content: View {
  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }

  /// Creates views for a collection, identified by a key path.
  ///
  /// The key path is kept as it is, so a `ForEach` made again by its parent's body with an
  /// equal key path (`id: \.self`) and the same rows compares the same and is kept whole.
  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    identity = .keyPath(id)
  }

  /// Creates views for a collection of identifiable elements.
  ///
  /// Inlinable so that, in the app's module, reading an element's identity is a plain function
  /// rather than a closure that captures the generic types (one allocation per `ForEach` made,
  /// and a list of sections makes one per section on every update).
  @inlinable
  nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
  where Data.Element: Identifiable, ID == Data.Element.ID {
    self.init(data: data, content: content, identity: .identifiable { $0.id })
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// Creates views for a constant range of integers.
  nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    identity = .function { $0 }
  }
}

extension ForEach: PrimitiveView where Content: View {
  func makeElements(in context: BuildContext) -> [Element] {
    var elements: [Element] = []
    let scrollTargets = context.environment.scrollTargets
    // Scroll targets are registered afresh each update, so the subtree is not kept whole.
    if scrollTargets != nil { context.node.graph.noteUncopyableBuild() }
    // The row builder runs here, outside any body: what it reads of an `@Observable` object
    // is tracked for this view, so a change to it builds the rows again.
    let rows = context.trackingModels { data.map { (identify($0), content($0)) } }
    // When focus is inside an item this update drops, the first control of the items left
    // takes it as it is built, as an `if`/`else` hands focus to the branch replacing the one
    // that held it, instead of focus falling to the window's first control in a second pass.
    // With no control among the items left, the claim ends here, and the host moves focus.
    let graph = context.node.graph
    var claims = false
    if let focused = graph.focusedChild(of: context.node),
      !rows.contains(where: { context.node.existingChild(.identity($0.0)) === focused })
    {
      claims = graph.followFocus(intoReplacementOf: focused, reachingKeptControls: true)
    }
    defer { if claims { graph.disarmFocusClaim() } }
    for (id, row) in rows {
      let built = context.build(row, key: .identity(id))
      scrollTargets?.record(
        AnyHashable(id), elements: built, update: context.node.graph.generation)
      elements += built
    }
    return elements
  }
}
