/// A view Keystroke draws itself rather than through a `body`.
///
/// Building one produces layout elements; containers and modifiers build their children through
/// the context, which gives each child its structural identity.
@MainActor
protocol PrimitiveView {
  /// Produces this view's elements (none, one, or several for groups and lists).
  func makeElements(in context: BuildContext) -> [Element]
}

extension PrimitiveView {
  /// Builds a view known to be of this type, without boxing it in an existential: callers look
  /// the conformance up on the view's type and call this on the result.
  static func makeElements<V: View>(of view: V, in context: BuildContext) -> [Element] {
    guard let view = SameType.cast(view, to: Self.self) else { return [] }
    return view.makeElements(in: context)
  }
}
