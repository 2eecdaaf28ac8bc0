/// The tokens of a `.searchable(text:tokens:token:)` field: each drawn in brackets before the
/// typed text, and ⌫ in the empty field removing the last.
struct SearchTokens {
  /// The tokens' views, in order.
  let views: [AnyView]
  /// Removes the last token.
  let removeLast: @MainActor () -> Void

  /// The tokens of `tokens`, each drawn by `token`.
  @MainActor
  init<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    _ tokens: Binding<C>, token: (C.Element) -> T
  ) {
    views = tokens.wrappedValue.map { AnyView(token($0)) }
    removeLast = {
      guard !tokens.wrappedValue.isEmpty else { return }
      tokens.wrappedValue.removeLast()
    }
  }

  /// The tokens in a row, each in brackets, as the search field shows them before its text.
  var row: some View {
    HStack(spacing: 1) {
      ForEach(views.indices, id: \.self) { index in
        HStack(spacing: 0) {
          Text("[")
          views[index]
          Text("]")
        }
      }
    }
  }
}
