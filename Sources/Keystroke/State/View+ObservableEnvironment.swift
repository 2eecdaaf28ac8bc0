extension View {
  /// Provides an `@Observable` object to this view's descendants, which read it with
  /// `@Environment(Model.self)`; `nil` removes the one an ancestor provided.
  public consuming func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(EnvironmentModifier { $0.setObservable(object) })
  }
}
