/// A `.searchable` applied to a `TabView`, handed to the tab view so it can place the field:
/// in the search tab when there is one (`Tab(role: .search)`), else above every tab's content,
/// cleared when the selected tab changes.
@MainActor
final class TabSearchRequest {
  /// Builds the search field in the given context.
  let makeField: @MainActor (BuildContext) -> [Element]
  /// Clears the query (when the selected tab changes and there is no search tab).
  let clear: @MainActor () -> Void
  /// Set by the tab view when it took the field over.
  var isConsumed = false
  /// Set by the tab view: shows the search tab (⌘F uses it).
  var reveal: (@MainActor () -> Void)?

  init(
    makeField: @escaping @MainActor (BuildContext) -> [Element],
    clear: @escaping @MainActor () -> Void
  ) {
    self.makeField = makeField
    self.clear = clear
  }
}

private struct TabSearchKey: EnvironmentKey {
  static var defaultValue: TabSearchRequest? { nil }
}

extension EnvironmentValues {
  /// A search field waiting for a tab view to place it.
  var tabSearch: TabSearchRequest? {
    get { self[TabSearchKey.self] }
    set { self[TabSearchKey.self] = newValue }
  }
}
