/// The purpose of a tab. The first tab with the ``search`` role is the tab view's search tab:
/// it sits at the trailing end of the tab bar and at the top of the sidebar, titled "Search"
/// with a search glyph unless it has a title of its own.
public struct TabRole: Hashable, Sendable {
  let name: String

  /// The role of the tab that implements search.
  public static var search: TabRole { TabRole(name: "search") }
}
