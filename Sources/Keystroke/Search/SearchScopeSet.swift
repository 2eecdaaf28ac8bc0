/// The scopes `.searchScopes` offers the search field inside: their views, the binding to the
/// chosen one (read and written through its options' tags), and when they show.
struct SearchScopeSet {
  /// The scope views, each tagged with the value it stands for.
  let content: AnyView
  /// When the scope bar shows.
  let activation: SearchScopeActivation
  /// The option among `content`'s whose value is the scope chosen now.
  let selectedIndex: @MainActor (PickerOptions) -> Int?
  /// Chooses the scope option `index` stands for.
  let choose: @MainActor (PickerOptions, Int) -> Void

  @MainActor
  init<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation, scopes: S) {
    content = AnyView(scopes)
    self.activation = activation
    selectedIndex = { options in options.firstIndex(of: scope.wrappedValue) }
    choose = { options, index in
      guard let value = options.value(at: index)?.base as? V, value != scope.wrappedValue
      else { return }
      scope.wrappedValue = value
    }
  }
}

private struct SearchScopesKey: EnvironmentKey {
  static var defaultValue: SearchScopeSet? { nil }
}

extension EnvironmentValues {
  /// The scopes `.searchScopes` offers the search field inside.
  var searchScopes: SearchScopeSet? {
    get { self[SearchScopesKey.self] }
    set { self[SearchScopesKey.self] = newValue }
  }
}
