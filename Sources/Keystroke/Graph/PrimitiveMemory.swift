/// The value a primitive view's node was last built from, so an update can tell that the view
/// it reaches now is the same one (the same bytes) and keep the subtree's elements.
@MainActor
final class PrimitiveMemory<V: View> {
  /// The view value of the last build.
  @exclusivity(unchecked) var view: V

  init(_ view: V) { self.view = view }
}
