extension View {
  /// Offers suggestions for the search field of the `.searchable` view this modifies: apply
  /// it after `.searchable`. While the field has focus (or a suggestion has), the suggestions
  /// are listed under it; ↓ or Tab from the field reaches them, and a suggestion marked with
  /// `.searchCompletion(_:)` puts its text in the field when chosen (Return, Space or a click),
  /// as Tab completes a word in a shell.
  public consuming func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View
  {
    environment(\.searchSuggestions, AnyView(suggestions()))
  }

  /// Makes this suggestion complete the search field with `completion` when chosen. Outside
  /// a `.searchSuggestions` list it changes nothing.
  public consuming func searchCompletion(_ completion: String) -> some View {
    modifier(SearchCompletionModifier(completion: completion))
  }
}

/// Turns a suggestion into a row that completes the search field.
struct SearchCompletionModifier: ViewModifier, PrimitiveModifier {
  let completion: String

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    guard let complete = context.environment.searchCompletion else {
      return context.build(content, key: .index(0))
    }
    let completion = self.completion
    let row = Button {
      complete.run(completion)
    } label: {
      content
    }
    .buttonStyle(.plain)
    return context.build(row, key: .index(1))
  }
}

/// What choosing a suggestion does: puts its completion in the search field.
struct SearchCompletionAction {
  let run: @MainActor (String) -> Void
}

/// Builds a search field's suggestions under it and decides whether they show.
@MainActor
enum SearchSuggestionRows {
  /// The suggestion rows, indented to line up with the field's text, when the field, one of
  /// the suggestions or the field's `scopeBar` has focus; none otherwise (their controls then
  /// take no focus).
  ///
  /// The field is built before them, so where focus is now (`fieldTarget`, the field's focus
  /// target) tells whether it has focus in this pass, a claim it took included, where its
  /// focus state is synced only after the build; the rows note what they were built for, and
  /// the host builds them again in the same update should focus settle elsewhere. ↓ on the
  /// last row goes to `results`, the list the field's ↓ would reach without suggestions.
  static func build(
    _ suggestions: AnyView, in context: BuildContext, text: Binding<String>,
    focus: FocusStateBox<Bool>, fieldTarget: Int?, scopeBar: Int? = nil, results: Int? = nil
  ) -> [Element] {
    let record = context.interactions
    let graph = context.node.graph
    // Whether focus is in the rows changes with no change to the search field: the rows are
    // built on every update, so they hide as soon as focus leaves them.
    graph.noteUncopyableBuild()
    let before = record.focusTargets.count
    // Set once the rows are built; read when a key comes.
    var lastRow: Int?
    let rows = VStack(alignment: .leading, spacing: 0) { suggestions }.padding(.leading, 2)
      .onKeyPress(phases: [.down, .repeat]) { [weak graph] press in
        guard let graph else { return .ignored }
        let onLastRow = lastRow != nil && graph.focusedNodeID == lastRow
        return handleKey(
          press, text: text, focus: focus, graph: graph, results: onLastRow ? results : nil)
      }
    let built = context.build(rows, key: .index(3)) { environment in
      environment.searchCompletion = SearchCompletionAction { completion in
        text.wrappedValue = completion
        focus.request(true)
      }
    }
    lastRow = record.focusTargets[before...].last?.id
    let focusInside = record.focusTargets[before...].contains { $0.node.id == graph.focusedNodeID }
    let fieldFocused: Bool
    if let fieldTarget {
      fieldFocused = graph.focusedNodeID == fieldTarget
      graph.focusDependents.note(context.node, targetID: fieldTarget, builtFocused: fieldFocused)
    } else {
      fieldFocused = focus.value
    }
    let barFocused = scopeBar != nil && graph.focusedNodeID == scopeBar
    guard fieldFocused || focusInside || barFocused else {
      record.focusTargets.removeSubrange(before...)
      return []
    }
    return built
  }
}

extension SearchSuggestionRows {
  /// The keys a suggestion leaves, answered as a drop-down of suggestions under a field
  /// answers them: ↓ and ↑ move to the next and previous suggestion (past the last into the
  /// results, before the first back to the field, as Tab and Shift+Tab do); typing goes on in
  /// the field, the characters added to the query (Backspace takes its last character off)
  /// and focus back on the field, so the next keys edit it. Return and Space, which choose a
  /// suggestion, never get here. `results` is set on the last suggestion: ↓ enters that list
  /// as the field's ↓ does, choosing its first row when none is chosen yet.
  static func handleKey(
    _ press: KeyPress, text: Binding<String>, focus: FocusStateBox<Bool>, graph: ViewGraph,
    results: Int? = nil
  ) -> KeyPress.Result {
    if press.modifiers.isEmpty, press.key == .downArrow, let results {
      ListFocusEntry.enter(results, with: press, graph: graph)
      return .handled
    }
    if press.modifiers.isEmpty, press.key == .downArrow || press.key == .upArrow {
      graph.requestedFocusMove = press.key == .downArrow
      return .handled
    }
    if press.isTyping {
      text.wrappedValue += press.characters
    } else if press.key == .delete, press.modifiers.isEmpty {
      if !text.wrappedValue.isEmpty { text.wrappedValue.removeLast() }
    } else {
      return .ignored
    }
    focus.request(true)
    return .handled
  }
}

private struct SearchSuggestionsKey: EnvironmentKey {
  static var defaultValue: AnyView? { nil }
}

private struct SearchCompletionKey: EnvironmentKey {
  static var defaultValue: SearchCompletionAction? { nil }
}

extension EnvironmentValues {
  /// The suggestions `.searchSuggestions` offers the search field inside.
  var searchSuggestions: AnyView? {
    get { self[SearchSuggestionsKey.self] }
    set { self[SearchSuggestionsKey.self] = newValue }
  }

  /// What a suggestion marked `.searchCompletion` does when chosen, inside a suggestion list.
  var searchCompletion: SearchCompletionAction? {
    get { self[SearchCompletionKey.self] }
    set { self[SearchCompletionKey.self] = newValue }
  }
}
