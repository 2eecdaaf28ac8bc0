/// When the scope bar of a `.searchScopes` view shows: the scopes are a row of choices beside
/// the search field (under it in a narrow terminal).
public struct SearchScopeActivation: Hashable, Sendable {
  /// Whether the bar waits for typing rather than showing once the search is presented.
  let waitsForTyping: Bool

  /// The terminal's choice, as on macOS: ``onSearchPresentation``. A keyboard user reaches
  /// the field first, and sees the scopes before typing, to choose one first.
  public static var automatic: SearchScopeActivation { onSearchPresentation }

  /// The scopes show once typing begins in the search field and stay until the search ends
  /// (focus leaves an empty field).
  public static var onTextEntry: SearchScopeActivation {
    SearchScopeActivation(waitsForTyping: true)
  }

  /// The scopes show while the search is presented: the field has focus or holds a query.
  public static var onSearchPresentation: SearchScopeActivation {
    SearchScopeActivation(waitsForTyping: false)
  }
}
