/// A `.searchable` applied to a `TabView`, handed to the tab view so it can place the field:
/// in the search tab when there is one (`Tab(role: .search)`), else above every tab's content,
/// cleared when the selected tab changes.
@MainActor
final class TabSearchRequest {
  /// Builds the search field in the given context.
  let makeField: @MainActor (BuildContext) -> [Element]
  /// Clears the query (when the selected tab changes and there is no search tab).
  let clear: @MainActor () -> Void
  /// Whether the searchable view is searching, from its focus state (synced after each
  /// build) and its query: what the tab view's tabs see once it has taken the field over.
  let isSearching: @MainActor () -> Bool
  /// Withdraws the searchable view's claim on focus for a field it would have placed itself
  /// (see ``FieldFocusPrediction``).
  private let withdrawFocusPreference: @MainActor () -> Void
  /// Set by the tab view when it took the field over.
  private(set) var isConsumed = false
  /// Set by the tab view: shows the search tab (⌘F uses it).
  var reveal: (@MainActor () -> Void)?

  init(
    makeField: @escaping @MainActor (BuildContext) -> [Element],
    clear: @escaping @MainActor () -> Void,
    isSearching: @escaping @MainActor () -> Bool,
    withdrawFocusPreference: @escaping @MainActor () -> Void
  ) {
    self.makeField = makeField
    self.clear = clear
    self.isSearching = isSearching
    self.withdrawFocusPreference = withdrawFocusPreference
  }

  /// Called by the tab view as it takes the field over: the controls it builds take a focus
  /// claim as they would under no search field.
  func consume() {
    isConsumed = true
    withdrawFocusPreference()
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
