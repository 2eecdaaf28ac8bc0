import Foundation

extension View {
  /// Calls `action` with the value `transform` makes from this view's geometry (its size and
  /// frame, in cells) after the first layout, and again after each layout that changes it:
  /// the window resized, or the content grown or shrunk.
  public consuming func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ newValue: T) -> Void
  ) -> some View {
    modifier(GeometryChangeModifier(transform: transform) { _, new in action(new) })
  }

  /// Calls `action` with the old and new value `transform` makes from this view's geometry
  /// (its size and frame, in cells) when a layout changes it. After the first layout it is
  /// called with the value the view appears with as both.
  public consuming func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    modifier(GeometryChangeModifier(transform: transform, action: action))
  }
}

/// Turns the geometry of the view inside into a value after each layout, and calls its action
/// when the value is new; the host then builds again before drawing, so the frame shows what
/// the action changed.
struct GeometryChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
  let transform: (GeometryProxy) -> Value
  let action: (Value, Value) -> Void

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let watch = context.node.kept { GeometryChangeWatch() }
    let memory = context.node.kept { ScrollGeometryMemory<Value>() }
    let transform = self.transform
    let action = self.action
    let layoutChanged = context.reportLayoutChange
    watch.observe = { space in
      let value = transform(GeometryProxy(space: space))
      let old = memory.value ?? value
      guard memory.value == nil || old != value else { return }
      memory.value = value
      action(old, value)
      // What the action changed is built and laid out again before this frame is drawn.
      layoutChanged()
    }
    return context.build(content, key: .index(0)).map {
      GeometryChangeElement(child: $0, watch: watch)
    }
  }
}

/// What one `.onGeometryChange` gives the geometry of its view to, kept across updates so a
/// layout reaches the action of the latest build.
@MainActor
final class GeometryChangeWatch {
  /// Gives the watch the space its view was placed in.
  var observe: (@MainActor (GeometrySpace) -> Void)?

  nonisolated init() {}
}
