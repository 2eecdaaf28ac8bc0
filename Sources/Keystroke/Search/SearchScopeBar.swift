import KeystrokeTerminal

/// The scope bar of a search field with `.searchScopes`: its scopes in a row, separated by
/// `│`, the chosen one bold in the tint colour, or reversed (without the tint) while the bar
/// has focus.
///
/// It comes right after the field in the Tab order, and shows while the search is presented
/// (the field or a suggestion has focus, or the field holds a query), or, for
/// ``SearchScopeActivation/onTextEntry``, once a query was typed in the search still going
/// on; and whenever it has focus itself, so it never disappears under the keys that reached
/// it.
struct SearchScopeBar {
  let scopes: SearchScopeSet
  let text: Binding<String>
  let focus: FocusStateBox<Bool>
  /// Whether the search field, or one of its suggestions, has focus in this pass.
  let fieldFocused: Bool
  /// The list ↓ enters, as the field's ↓ does; `nil` when ↓ goes to the next control.
  let results: Int?

  /// A primitive view's body is never evaluated.
  var body: Never { primitiveBody(Self.self) }
}

/// Whether a query was typed in the search going on, which a bar shown on text entry keeps
/// showing for until the search ends.
final class SearchScopeBarState {
  var typedInThisSearch = false
  init() {}
}

extension SearchScopeBar: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    let node = context.node
    let graph = node.graph
    let state = node.kept { SearchScopeBarState() }
    let focusedHere = graph.focusedNodeID == node.id
    let hasQuery = !text.wrappedValue.isEmpty
    if !(fieldFocused || hasQuery || focusedHere) {
      state.typedInThisSearch = false
    } else if hasQuery {
      state.typedInThisSearch = true
    }
    let presented = fieldFocused || hasQuery
    let shows =
      focusedHere || (scopes.activation.waitsForTyping ? state.typedInThisSearch : presented)
    let options = PickerOptions(of: scopes.content)
    guard shows, options.count > 0 else { return [] }
    let selected = scopes.selectedIndex(options)
    let isFocused = context.isFocused
    let environment = context.environment
    var items: [Element] = []
    var segments: [Element] = []
    for index in 0..<options.count {
      if index > 0 {
        var style = environment.textCellStyle
        style.attributes.insert(.dim)
        items.append(TextElement(runs: [("│", style)], lineLimit: 1, alignment: .leading))
      }
      let isSelected = index == selected
      let built = context.build(
        options.view(at: index), key: .id(AnyHashable(options.key(at: index)))
      ) { environment in
        environment.lineLimit = 1
        if isSelected {
          environment.textEmphasis.insert(.bold)
          // Reversed for focus, the tint would put the terminal's background colour on the
          // tint (dark on blue on a dark terminal); reversed plain text reads on any theme.
          if !isFocused { environment.foregroundColor = environment.tint }
        }
      }
      let label =
        built.count == 1 ? built[0] : StackElement(axis: .horizontal, spacing: 1, items: built)
      let segment = FocusHighlightElement(
        child: PaddingElement(child: label, top: 0, leading: 1, bottom: 0, trailing: 1),
        isFocused: isFocused && isSelected)
      segments.append(segment)
      items.append(segment)
    }
    let row = StackElement(axis: .horizontal, verticalAlignment: .top, spacing: 0, items: items)
    // With no scope chosen (a binding no option is tagged with), the whole bar shows focus.
    let element = FocusHighlightElement(child: row, isFocused: isFocused && selected == nil)
    let isEnabled = environment.isEnabled
    let scopes = self.scopes
    let text = self.text
    let focus = self.focus
    let results = self.results
    var target = FocusTarget(
      node: node, isEnabled: isEnabled, isTextInput: false, element: element,
      handleKey: { [weak graph] press in
        guard isEnabled, let graph else { return .ignored }
        if let index = Self.scope(after: press, selected: selected, count: options.count) {
          scopes.choose(options, index)
          return .handled
        }
        return Self.handleKey(press, text: text, focus: focus, results: results, graph: graph)
      })
    target.hints = [
      HintLine.Entry(keys: "←→", title: "Scope"), HintLine.Entry(keys: "↑", title: "Search Field"),
    ]
    if results != nil { target.hints.append(HintLine.Entry(keys: "↓", title: "Results")) }
    target.click = { column, _ in
      guard isEnabled else { return }
      let x = element.frame.x + column
      if let index = segments.firstIndex(where: { $0.frame.x <= x && x < $0.frame.maxX }) {
        scopes.choose(options, index)
      }
    }
    context.interactions.focusTargets.append(target)
    return [element]
  }

  /// The bar's key among the children of the view that builds the search field.
  static var key: ChildKey { .index(2) }

  /// Builds the scope bar of the search field built as `field`, and lays the two out together
  /// (``SearchFieldScopesElement``); returns the field alone when the bar does not show, and
  /// the bar's control when it does.
  ///
  /// Whether the field has focus in this pass is where focus is now (`fieldTarget`, the
  /// field's control, built first, a claim it took included); the bar notes what it was built
  /// for, and the host builds it again in the same update should focus settle elsewhere. The
  /// suggestions are built before the bar, so `suggestionFocused` tells whether one of them
  /// has focus. Whether focus is on the bar or a suggestion changes with no change to the
  /// field: the bar is built on every update, so it hides as soon as focus leaves them.
  @MainActor
  static func build(
    _ scopes: SearchScopeSet, beside field: [Element], in context: BuildContext,
    text: Binding<String>, focus: FocusStateBox<Bool>, fieldTarget: Int?,
    suggestionFocused: Bool, results: Int?
  ) -> (elements: [Element], targetID: Int?) {
    let graph = context.node.graph
    graph.noteUncopyableBuild()
    let fieldFocused: Bool
    if let fieldTarget {
      fieldFocused = graph.focusedNodeID == fieldTarget
      graph.focusDependents.note(context.node, targetID: fieldTarget, builtFocused: fieldFocused)
    } else {
      fieldFocused = focus.value
    }
    let record = context.interactions
    let before = record.focusTargets.count
    let bar = SearchScopeBar(
      scopes: scopes, text: text, focus: focus, fieldFocused: fieldFocused || suggestionFocused,
      results: results)
    let built = context.build(bar, key: key)
    guard let scopesElement = built.first else { return (field, nil) }
    let fieldElement =
      field.count == 1
      ? field[0]
      : StackElement(axis: .vertical, horizontalAlignment: .leading, spacing: 0, items: field)
    return (
      [SearchFieldScopesElement(field: fieldElement, scopes: scopesElement)],
      record.focusTargets[before...].first?.id
    )
  }

  /// The scope `press` chooses on the bar, as on a segmented control: ← and → the previous
  /// and next (stopping at the ends), Home and End the first and last.
  nonisolated static func scope(after press: KeyPress, selected: Int?, count: Int) -> Int? {
    guard press.modifiers.isEmpty, count > 0 else { return nil }
    switch press.key {
    case .leftArrow: return max(0, (selected ?? 0) - 1)
    case .rightArrow: return selected.map { min(count - 1, $0 + 1) } ?? 0
    case .home: return 0
    case .end: return count - 1
    default: return nil
    }
  }

  /// The bar's other keys, as a row under a search field answers them: ↑ goes back to the
  /// field, ↓ on to the suggestions (or into the results list, on its first row when none is
  /// chosen, as the field's ↓ does); typing goes on in the field, the characters added to the
  /// query (Backspace takes its last character off) and focus back on the field.
  @MainActor
  static func handleKey(
    _ press: KeyPress, text: Binding<String>, focus: FocusStateBox<Bool>, results: Int?,
    graph: ViewGraph
  ) -> KeyPress.Result {
    if press.modifiers.isEmpty, press.key == .downArrow {
      if let results {
        ListFocusEntry.enter(results, with: press, graph: graph)
      } else {
        graph.requestedFocusMove = true
      }
      return .handled
    }
    if press.isTyping {
      text.wrappedValue += press.characters
    } else if press.modifiers.isEmpty, press.key == .delete {
      if !text.wrappedValue.isEmpty { text.wrappedValue.removeLast() }
    } else if !(press.modifiers.isEmpty && press.key == .upArrow) {
      return .ignored
    }
    focus.request(true)
    return .handled
  }

  /// The control after the bar `bar` in the Tab order of the last update, where the field's
  /// ↓ and second Escape go past the bar beside it; `nil` when the bar is not shown.
  @MainActor
  static func control(after bar: Int, in record: InteractionRecord) -> Int? {
    let front = record.frontLayer
    let targets = record.focusTargets.filter { $0.isEnabled && $0.layer == front }
    guard let index = targets.firstIndex(where: { $0.id == bar }) else { return nil }
    return targets[(index + 1) % targets.count].id
  }
}

extension SearchScopeBar: View {}
