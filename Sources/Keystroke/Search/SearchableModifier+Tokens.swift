extension View {
  /// Adds a search field that also shows `tokens`, each drawn by `token` in brackets before
  /// the typed text; ⌫ in the empty field removes the last token. The app adds tokens itself
  /// (from `.onSubmit(of: .search)`, a suggestion, a button).
  public consuming func searchable<C, T>(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable, T: View {
    modifier(
      SearchableModifier(
        text: text, isPresented: nil, prompt: prompt?.plainText ?? "Search",
        tokens: SearchTokens(tokens, token: token)))
  }

  /// Adds a search field with tokens, its prompt a string literal.
  public consuming func searchable<C, T>(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable, T: View {
    modifier(
      SearchableModifier(
        text: text, isPresented: nil, prompt: prompt.text,
        tokens: SearchTokens(tokens, token: token)))
  }

  /// Adds a search field with tokens, its prompt a string.
  @_disfavoredOverload
  public consuming func searchable<C, T, S: StringProtocol>(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable, T: View {
    modifier(
      SearchableModifier(
        text: text, isPresented: nil, prompt: String(prompt),
        tokens: SearchTokens(tokens, token: token)))
  }

  /// Adds a search field with tokens whose active state (focused) follows `isPresented`.
  public consuming func searchable<C, T>(
    text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable, T: View {
    modifier(
      SearchableModifier(
        text: text, isPresented: isPresented, prompt: prompt?.plainText ?? "Search",
        tokens: SearchTokens(tokens, token: token)))
  }
}
