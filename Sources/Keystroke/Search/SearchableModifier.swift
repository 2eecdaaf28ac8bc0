import KeystrokeCore

/// Puts a search field on the first row of the modified view.
struct SearchableModifier: ViewModifier, PrimitiveModifier {
  let text: Binding<String>
  let isPresented: Binding<Bool>?
  let prompt: String
  /// The tokens shown before the typed text (`.searchable(text:tokens:token:)`), if any.
  var tokens: SearchTokens? = nil

  /// The command every searchable view offers: ⌘F focuses its field. With a menu bar it is
  /// Edit › Find…, left out while the app binds ⌘F itself (a command or a control on screen);
  /// without one it is the app-wide fallback, so an app's own ⌘F wins.
  nonisolated static let findID: CommandID = "edit.find"

  /// The key of Find: ⌘F, as in every Mac app.
  static let findKeys = KeySequence(Shortcut("f", modifiers: .command))

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let node = context.node
    let memory = node.kept { SearchMemory() }
    let focus =
      context.environment.searchFocus
      ?? memory.focus(invalidation: node.graph.invalidation)
    if let isPresented {
      if isPresented.wrappedValue, !memory.lastPresented { focus.request(true) }
      if !isPresented.wrappedValue, memory.lastPresented, focus.value { focus.request(false) }
      memory.lastPresented = isPresented.wrappedValue
      if isPresented.wrappedValue != focus.value, !focus.hasPendingRequest {
        let focused = focus.value
        context.node.graph.afterUpdate { isPresented.wrappedValue = focused }
        memory.lastPresented = focused
      }
    }
    let text = self.text
    let isPresented = self.isPresented
    let dismiss = MainActorAction {
      text.wrappedValue = ""
      focus.request(false)
      isPresented?.wrappedValue = false
    }
    let prompt = self.prompt
    let graph = node.graph
    let suggestions = context.environment.searchSuggestions
    let scopes = context.environment.searchScopes
    let tokens = self.tokens
    let makeField: @MainActor (BuildContext) -> [Element] = { fieldContext in
      let field = HStack(spacing: 1) {
        Text("⌕").foregroundStyle(.secondary)
        if let tokens, !tokens.views.isEmpty { tokens.row }
        TextField(prompt, text: text)
          .modifier(FocusedModifier(box: focus, value: true, empty: false))
      }
      .onKeyPress(keys: [.escape, .downArrow]) { press in
        // Suggestions listed under the field come first: ↓ goes to them, as before, past
        // the scope bar beside the field.
        Self.handleFieldKey(
          press, text: text, isPresented: isPresented,
          results: memory.listsSuggestions ? nil : memory.resultsTargetID, graph: graph,
          scopeBar: memory.scopeBarTargetID)
      }
      let record = fieldContext.interactions
      let targetsBefore = record.focusTargets.count
      var built = fieldContext.build(field, key: .index(1))
      // The field is built last in its row, after any token views and the controls in them
      // (a token's × button).
      let fieldIndex =
        record.focusTargets.count > targetsBefore ? record.focusTargets.count - 1 : nil
      let fieldTarget = fieldIndex.map { record.focusTargets[$0].id }
      if let tokens, !tokens.views.isEmpty, let fieldIndex {
        // ⌫ in the empty field removes the last token, before the field sees the key.
        let fieldKeys = record.focusTargets[fieldIndex].handleKey
        record.focusTargets[fieldIndex].handleKey = { key in
          if key.key == .delete, key.modifiers.isEmpty, text.wrappedValue.isEmpty {
            tokens.removeLast()
            return .handled
          }
          return fieldKeys(key)
        }
      }
      let fieldEnd = record.focusTargets.count
      // The scope bar's control, whose focus keeps the suggestions shown, and theirs the bar.
      let scopeBar = scopes == nil ? nil : fieldContext.node.child(SearchScopeBar.key).id
      var rows: [Element] = []
      var suggestionFocused = false
      if let suggestions {
        rows = SearchSuggestionRows.build(
          suggestions, in: fieldContext, text: text, focus: focus, fieldTarget: fieldTarget,
          scopeBar: scopeBar, results: memory.resultsTargetID)
        suggestionFocused = record.focusTargets[fieldEnd...].contains {
          $0.id == graph.focusedNodeID
        }
      }
      memory.listsSuggestions = record.focusTargets.count > fieldEnd
      // The field names where its ↓ goes: the suggestions listed under it, else the results.
      if fieldTarget != nil {
        let below: String? =
          memory.listsSuggestions
          ? "Suggestions" : memory.resultsTargetID == nil ? nil : "Results"
        record.focusTargets[targetsBefore].hints =
          below.map { [HintLine.Entry(keys: "↓", title: $0)] } ?? []
      }
      var shownBar: Int?
      if let scopes {
        let barStart = record.focusTargets.count
        (built, shownBar) = SearchScopeBar.build(
          scopes, beside: built, in: fieldContext, text: text, focus: focus,
          fieldTarget: fieldTarget, suggestionFocused: suggestionFocused,
          results: memory.listsSuggestions ? nil : memory.resultsTargetID)
        // Built after the suggestions, the bar comes before them in the Tab order, as on
        // screen: right after the field.
        let barTargets = Array(record.focusTargets[barStart...])
        record.focusTargets.removeSubrange(barStart...)
        record.focusTargets.insert(contentsOf: barTargets, at: fieldEnd)
      }
      memory.scopeBarTargetID = shownBar
      return built + rows
    }
    let fieldFocus = FieldFocusPrediction(
      memory: memory, focus: focus, isPresented: isPresented, context: context)
    let link = fieldFocus.link
    let prefersField = fieldFocus.claimsFocus
    let request = TabSearchRequest(
      makeField: makeField, clear: { text.wrappedValue = "" },
      isSearching: { focus.value || !text.wrappedValue.isEmpty },
      withdrawFocusPreference: {
        // Only the preference this view made: an app's `.defaultFocus` on the same state stays.
        if prefersField { graph.withdrawFocusPreference(for: link) }
      })
    let searching =
      fieldFocus.isFocused || !text.wrappedValue.isEmpty || tokens?.views.isEmpty == false
    let record = context.interactions
    let contentStart = record.focusTargets.count
    let buildContent = {
      context.build(content, key: .index(0)) { environment in
        environment.isSearching = searching
        environment.searchQuery = text.wrappedValue
        environment.dismissSearch = DismissSearchAction { dismiss.run() }
        environment.searchFocus = nil
        environment.tabSearch = request
        environment.searchSuggestions = nil
        environment.searchScopes = nil
      }
    }
    // While the field is about to take a focus claim, the content's controls leave it to the
    // field, as the host would choose the field, listed first, after the build.
    let contentElements =
      prefersField ? graph.buildPreferringFocus(on: link, buildContent) : buildContent()
    memory.resultsTargetID = Self.results(among: record.focusTargets[contentStart...])
    // A tab view inside placed the field itself (in its search tab, or above each tab).
    // Otherwise the field goes first, in the Tab order too.
    var items: [Element] = []
    if !request.isConsumed {
      let fieldStart = record.focusTargets.count
      items = makeField(context)
      let fieldTargets = record.focusTargets[fieldStart...]
      memory.fieldTargetID = fieldTargets.first?.id
      memory.fieldIsPlacedInside = false
      record.focusTargets.removeSubrange(fieldStart...)
      record.focusTargets.insert(contentsOf: fieldTargets, at: contentStart)
    } else {
      memory.fieldTargetID = nil
      memory.fieldIsPlacedInside = true
    }
    fieldFocus.note(built: node, fieldTargetID: memory.fieldTargetID, graph: graph)
    items += contentElements
    let find: @MainActor () -> Void = {
      request.reveal?()
      focus.request(true)
    }
    if context.environment.menuBarTakesViewCommands {
      // The first searchable view built owns Find, as the first refreshable view owns Refresh.
      if !record.contributedCommands.contains(where: { $0.actions[Self.findID] != nil }) {
        let command = Command(id: Self.findID, title: "Find…", keys: Self.findKeys)
        record.contributedCommands.append(
          ContributedCommands(
            edit: MenuGroupEdit(
              .after, CommandGroupPlacement.textEditing.slot,
              entries: [.command(command, checked: nil)]),
            actions: [Self.findID: find], isLeftOutWhenKeysTaken: true))
      }
    } else if !record.appCommands.contains(where: { $0.id == Self.findID }) {
      record.appCommands.append(Command(id: Self.findID, title: "Find…", keys: Self.findKeys))
      record.commandActions[Self.findID] = find
    }
    StackAxisAssignment.assign(.vertical, to: items)
    return [StackElement(axis: .vertical, horizontalAlignment: .leading, spacing: 0, items: items)]
  }
}

extension SearchableModifier {
  /// The search field's own keys, as search fields in terminal apps answer them: Escape clears
  /// the query, a second Escape (on an empty field) leaves the field for the results, and ↓
  /// moves into the results at once. ↓ goes to `results`, the first list (or table) of the
  /// searchable content, past any buttons between it and the field, as ↓ in a sidebar's
  /// search field goes to the sidebar's list; when no row of it is selected yet, the same ↓
  /// selects its first row, so one ↓ shows where the user is. Without a list (or with
  /// suggestions under the field), ↓ and the second Escape go to the next control, past the
  /// `scopeBar` shown beside the field (Tab reaches that).
  @MainActor
  static func handleFieldKey(
    _ press: KeyPress, text: Binding<String>, isPresented: Binding<Bool>?, results: Int?,
    graph: ViewGraph, scopeBar: Int? = nil
  ) -> KeyPress.Result {
    guard press.modifiers.isEmpty else { return .ignored }
    if press.key == .escape, !text.wrappedValue.isEmpty {
      text.wrappedValue = ""
      return .handled
    }
    if press.key == .escape { isPresented?.wrappedValue = false }
    if press.key == .downArrow, let results {
      ListFocusEntry.enter(results, with: press, graph: graph)
    } else if let scopeBar,
      let next = SearchScopeBar.control(after: scopeBar, in: graph.interactions)
    {
      graph.requestedFocusTarget = next
    } else {
      graph.requestedFocusMove = true
    }
    return .handled
  }

  /// The control of the first enabled list or table among the content's `targets`, where the
  /// field's ↓ goes.
  @MainActor
  static func results(among targets: ArraySlice<FocusTarget>) -> Int? {
    targets.first { target in
      target.isEnabled && (target.element is LazyListElement || target.element is TableElement)
    }?.id
  }
}

/// A searchable view's memory between updates: its own focus state, the last `isPresented`
/// it saw, and where its field was.
final class SearchMemory {
  private var box: FocusStateBox<Bool>?
  var lastPresented = false
  /// The search field's control, as the last build made it here (not inside a tab view).
  var fieldTargetID: Int?
  /// The list the field's ↓ goes to, as the last build made it (see
  /// ``SearchableModifier/results(among:)``).
  var resultsTargetID: Int?
  /// The scope bar's control, when the last build showed one (`.searchScopes`): the field's ↓
  /// goes past it.
  var scopeBarTargetID: Int?
  /// Whether the last build listed suggestions under the field: its ↓ goes to them then,
  /// else to the results.
  var listsSuggestions = false
  /// Whether a tab view inside placed the field itself last time: whether the field is
  /// focused is then read from the focus state, synced after each build.
  var fieldIsPlacedInside = false

  init() {}

  func focus(invalidation: InvalidationFlag) -> FocusStateBox<Bool> {
    if let box { return box }
    let created = FocusStateBox(false, empty: false, invalidation: invalidation)
    box = created
    return created
  }
}

/// Links a focus state to the search field of the searchable view inside.
struct SearchFocusedModifier: ViewModifier, PrimitiveModifier {
  let box: FocusStateBox<Bool>

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    context.build(content, key: .index(0)) { $0.searchFocus = box }
  }
}

extension View {
  /// Adds a search field to this view.
  public consuming func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    modifier(
      SearchableModifier(text: text, isPresented: nil, prompt: prompt?.plainText ?? "Search"))
  }

  /// Adds a search field to this view, with a prompt.
  public consuming func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    modifier(SearchableModifier(text: text, isPresented: nil, prompt: prompt.text))
  }

  /// Adds a search field to this view, with a prompt.
  @_disfavoredOverload
  public consuming func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    modifier(SearchableModifier(text: text, isPresented: nil, prompt: String(prompt)))
  }

  /// Adds a search field whose active state (focused) follows `isPresented`.
  public consuming func searchable(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    modifier(
      SearchableModifier(
        text: text, isPresented: isPresented, prompt: prompt?.plainText ?? "Search"))
  }

  /// Adds a search field whose active state follows `isPresented`, with a prompt.
  public consuming func searchable(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View {
    modifier(SearchableModifier(text: text, isPresented: isPresented, prompt: prompt.text))
  }

  /// Binds a focus state to the search field of the searchable view this modifier wraps:
  /// apply it after `.searchable`.
  public consuming func searchFocused(_ binding: FocusState<Bool>.Binding) -> some View {
    modifier(SearchFocusedModifier(box: binding.box))
  }
}
