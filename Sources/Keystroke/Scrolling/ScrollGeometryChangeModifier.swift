extension View {
  /// Calls `action` with the old and new value when the value `transform` makes from the
  /// geometry of the scroll view inside changes: scrolled by the user or the app, or resized.
  /// The value the scroll view first appears with is noted, not reported.
  public consuming func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    modifier(ScrollGeometryChangeModifier(transform: transform, action: action))
  }
}

/// Hands the geometry of the scroll view inside to a transform after each layout.
struct ScrollGeometryChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
  let transform: (ScrollGeometry) -> Value
  let action: (Value, Value) -> Void

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let watch = context.node.kept { ScrollGeometryWatch() }
    let memory = context.node.kept { ScrollGeometryMemory<Value>() }
    let transform = self.transform
    let action = self.action
    watch.observe = { geometry in
      let value = transform(geometry)
      guard let old = memory.value else {
        memory.value = value
        return
      }
      guard old != value else { return }
      memory.value = value
      action(old, value)
    }
    let outer = context.environment.scrollGeometryWatch
    watch.outer = outer === watch ? nil : outer
    return context.build(content, key: .index(0)) { environment in
      environment.scrollGeometryWatch = watch
    }
  }
}

/// The value a geometry watch last saw.
final class ScrollGeometryMemory<Value> {
  var value: Value?
  nonisolated init() {}
}

private struct ScrollGeometryWatchKey: EnvironmentKey {
  static var defaultValue: ScrollGeometryWatch? { nil }
}

extension EnvironmentValues {
  /// The innermost `.onScrollGeometryChange` the nearest scroll view inside reports to.
  var scrollGeometryWatch: ScrollGeometryWatch? {
    get { self[ScrollGeometryWatchKey.self] }
    set { self[ScrollGeometryWatchKey.self] = newValue }
  }
}
