/// A view Keystroke draws itself rather than through a `body`.
///
/// Building one produces layout elements; containers and modifiers build their children through
/// the context, which gives each child its structural identity.
@MainActor
protocol PrimitiveView {
  /// Produces this view's elements (none, one, or several for groups and lists).
  func makeElements(in context: BuildContext) -> [Element]
}
