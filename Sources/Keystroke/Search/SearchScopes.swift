extension View {
  /// Offers scopes for the search field of the `.searchable` view this modifies: apply it
  /// after `.searchable`. `scopes` are the choices, each tagged with its value as a picker's
  /// options are (`Text("Dishes").tag(Scope.dishes)`, or a `ForEach` over the values).
  ///
  /// While searching they form a row of choices, the selected one bold in the tint colour:
  /// beside the field when the width leaves the field room, under it otherwise. Tab from the
  /// field reaches the row; ←/→ (Home/End) choose the previous or next scope, updating
  /// `scope` at once, and a click chooses one. The scopes show as
  /// ``SearchScopeActivation/automatic`` decides (``searchScopes(_:activation:_:)``).
  public consuming func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, @ViewBuilder scopes: () -> S
  ) -> some View {
    environment(\.searchScopes, SearchScopeSet(scope, activation: .automatic, scopes: scopes()))
  }

  /// Offers scopes for the search field of the `.searchable` view this modifies, shown as
  /// `activation` says: once typing begins (``SearchScopeActivation/onTextEntry``) or as soon
  /// as the search is presented (``SearchScopeActivation/onSearchPresentation``). See
  /// ``searchScopes(_:scopes:)``.
  public consuming func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
  ) -> some View {
    environment(\.searchScopes, SearchScopeSet(scope, activation: activation, scopes: scopes()))
  }
}
