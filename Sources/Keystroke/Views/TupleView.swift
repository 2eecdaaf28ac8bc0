/// Several views built from one block, laid out by the enclosing container.
public struct TupleView<T> {
  /// The views, as a tuple.
  public var value: T

  /// Wraps a tuple of views.
  nonisolated public init(_ value: T) {
    self.value = value
  }

  /// The views in order; values of the tuple that are not views are skipped.
  var views: [any View] {
    guard let elements = TupleElements.of(T.self) else {
      return Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }
    return withUnsafeBytes(of: value) { tuple in
      guard let base = tuple.baseAddress else { return [] }
      return elements.map { Self.read($0.type, at: base + $0.offset) }
    }
  }

  /// The view of type `type` at `pointer`, boxed.
  private static func read<V: View>(_ type: V.Type, at pointer: UnsafeRawPointer) -> any View {
    pointer.load(as: V.self)
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension TupleView: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    guard let elements = TupleElements.of(T.self) else {
      var built: [Element] = []
      for (index, view) in views.enumerated() {
        built += context.buildExistential(view, key: .index(index))
      }
      return built
    }
    // Each child read out of the tuple and built as its own type, without a box.
    return withUnsafeBytes(of: value) { tuple in
      guard let base = tuple.baseAddress else { return [] }
      var built: [Element] = []
      for index in elements.indices {
        let slot = elements[index]
        built += Self.build(slot.type, at: base + slot.offset, index: index, in: context)
      }
      return built
    }
  }

  @MainActor
  private static func build<V: View>(
    _ type: V.Type, at pointer: UnsafeRawPointer, index: Int, in context: BuildContext
  ) -> [Element] {
    context.build(pointer.load(as: V.self), key: .index(index))
  }
}

extension TupleView: View {}
