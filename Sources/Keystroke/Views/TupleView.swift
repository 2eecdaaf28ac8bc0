/// Several views built from one block, laid out by the enclosing container.
public struct TupleView<T> {
  /// The views, as a tuple.
  public var value: T {
    didSet { listed = ListedViews(views: nil) }
  }
  /// The views one by one, when the builder already had them so (it always does); otherwise
  /// they are read out of ``value`` by reflection.
  private var listed: ListedViews

  /// Wraps a tuple of views.
  nonisolated public init(_ value: T) {
    self.value = value
    listed = ListedViews(views: nil)
  }

  /// Wraps a tuple of views that the caller also has one by one.
  nonisolated init(_ value: T, views: [any View]) {
    self.value = value
    listed = ListedViews(views: views)
  }

  /// The views in order; values of the tuple that are not views are skipped.
  var views: [any View] {
    listed.views ?? Mirror(reflecting: value).children.compactMap { $0.value as? any View }
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension TupleView: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    var elements: [Element] = []
    for (index, view) in views.enumerated() {
      elements += context.buildExistential(view, key: .index(index))
    }
    return elements
  }
}

extension TupleView: View {}
