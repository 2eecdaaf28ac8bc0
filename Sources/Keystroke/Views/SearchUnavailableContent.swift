/// The parts of ``ContentUnavailableView/search``: a magnifying glass, "No Results", and a hint.
public enum SearchUnavailableContent {
  /// The title of a search's empty state, naming the query when there is one.
  public struct Label: View {
    /// The query to name; `nil` reads the enclosing `.searchable` field's text.
    let query: String?
    @Environment(\.searchQuery) private var searchQuery

    /// The magnifying glass and the title.
    public var body: some View {
      let text = query ?? searchQuery
      let title = text.isEmpty ? "No Results" : "No Results for “\(text)”"
      Keystroke.Label(title, systemImage: "magnifyingglass")
    }
  }

  /// The hint under a search's empty state.
  public struct Description: View {
    /// The hint.
    public var body: some View { Text("Check the spelling or try a new search.") }
  }

  /// A search's empty state has no actions.
  public struct Actions: View {
    /// Nothing.
    public var body: some View { EmptyView() }
  }
}
