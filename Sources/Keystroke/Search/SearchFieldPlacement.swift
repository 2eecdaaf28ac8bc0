/// Where a search field goes. In a terminal every placement puts it on the first row of the
/// searchable view; the values exist so SwiftUI code compiles.
public struct SearchFieldPlacement: Hashable, Sendable {
  let name: String

  /// The system decides.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// In the toolbar.
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  /// In the sidebar.
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  /// In the navigation bar's drawer.
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}

/// Ends the current search: clears the text and takes focus from the search field. Read it
/// with `@Environment(\.dismissSearch)`.
public struct DismissSearchAction: Sendable {
  let action: @MainActor @Sendable () -> Void

  /// Ends the search.
  @MainActor
  public func callAsFunction() { action() }
}

private struct IsSearchingKey: EnvironmentKey {
  static let defaultValue = false
}

private struct DismissSearchKey: EnvironmentKey {
  static var defaultValue: DismissSearchAction { DismissSearchAction(action: {}) }
}

private struct SearchQueryKey: EnvironmentKey {
  static var defaultValue: String { "" }
}

private struct SearchFocusKey: EnvironmentKey {
  static var defaultValue: FocusStateBox<Bool>? { nil }
}

extension EnvironmentValues {
  /// Whether the user is searching in the nearest searchable view: its field has focus or
  /// text.
  public internal(set) var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }

  /// Ends the search of the nearest searchable view.
  public internal(set) var dismissSearch: DismissSearchAction {
    get { self[DismissSearchKey.self] }
    set { self[DismissSearchKey.self] = newValue }
  }

  /// The text in the nearest searchable view's field, which `ContentUnavailableView.search`
  /// names.
  var searchQuery: String {
    get { self[SearchQueryKey.self] }
    set { self[SearchQueryKey.self] = newValue }
  }

  /// The focus state `.searchFocused` links to the search field inside.
  var searchFocus: FocusStateBox<Bool>? {
    get { self[SearchFocusKey.self] }
    set { self[SearchFocusKey.self] = newValue }
  }
}
