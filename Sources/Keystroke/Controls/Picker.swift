import KeystrokeTerminal

/// A choice of one option among several, drawn as its label followed by the selected option in
/// brackets: `Label [Option ▾]`.
///
/// Options are the content's views; each is matched to the selection by its `.tag(_:)`, or by
/// its `ForEach` identity. While focused the bracketed part is reversed and ←/→ select the
/// previous or next option. Space or Return opens the options inline under the picker, one per
/// line with `✓` beside the selected one: ↑/↓ move the highlight, Page Up/Page Down by ten,
/// Home/End to the ends, typed letters to the next option whose title starts with them, Space
/// or Return choose it, Escape closes without changing. Ten options show at a time, with a
/// scroll bar beside a longer list, and only those ten are built.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View> {
  let label: Label
  let selection: Binding<SelectionValue>
  let content: Content

  /// Creates a picker with a custom label.
  nonisolated public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  /// Creates a picker with a label view given first, the form SwiftUI had before
  /// `init(selection:content:label:)`.
  nonisolated public init(
    selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content
  ) {
    self.selection = selection
    self.content = content()
    self.label = label
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension Picker where Label == Text {
  /// Creates a picker titled with a string literal.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  /// Creates a picker titled with a string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(verbatim: String(title)) }
  }
}

/// Whether a picker's options are open, which one is highlighted, and the first one shown.
final class PickerState: ItemWindowState {
  var isOpen = false
  var highlighted = 0
  var top = 0
  /// The letters typed since the last other key, which type-select looks for.
  var typed = ""
  /// The selected option as last found.
  var selectedIndex: Int?
  /// The most options shown at once while open; a longer list scrolls, with a bar beside it.
  static let visibleOptions = ItemWindow.inlineRows
  init() {}
}

extension Picker: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    let state: PickerState
    if let stored = context.node.memory(PickerState.self) {
      state = stored
    } else {
      state = PickerState()
      context.node.keep(state)
    }
    let options = PickerOptions(of: content)
    // The option found last time is checked first (one option made, not every one before it).
    let current = selection.wrappedValue
    let selectedIndex =
      state.selectedIndex.flatMap {
        $0 < options.count && (options.value(at: $0)?.base as? SelectionValue) == current
          ? $0 : nil
      } ?? options.firstIndex(of: current)
    state.selectedIndex = selectedIndex
    let environment = context.environment
    if let collector = environment.menuCollector {
      collectMenu(into: collector, options: options, selected: selectedIndex, context: context)
      return []
    }
    let isFocused = context.isFocused
    if !isFocused { state.isOpen = false }
    let labelElements =
      environment.labelsHidden
      ? []
      : FormLabelColumn.align(
        context.build(label, key: .index(0)) { $0.formLabelWidth = nil }, in: environment)
    var valueItems: [Element] = [Self.text("[", environment)]
    if let selectedIndex {
      // One line, as a pop-up button shows its value: a long option ends in "…" inside the
      // brackets instead of wrapping below them.
      valueItems += context.build(options.view(at: selectedIndex), key: .index(1)) {
        $0.lineLimit = 1
      }
    }
    valueItems.append(Self.text("▾]", environment))
    let value = FocusHighlightElement(
      child: StackElement(axis: .horizontal, spacing: 1, items: valueItems),
      isFocused: isFocused && !state.isOpen)
    let line = StackElement(
      axis: .horizontal, verticalAlignment: .top, spacing: 1, items: labelElements + [value])
    var rows: [Element] = [line]
    var highlightedRow: Element?
    if state.isOpen {
      // Only the window of options around the highlight is built and shown.
      let window = ItemWindow.rows(
        count: options.count, highlighted: &state.highlighted, first: &state.top
      ) { index, isHighlighted in
        let mark = PaddingElement(
          child: Self.text(index == selectedIndex ? "✓" : "", environment), top: 0, leading: 2,
          bottom: 0, trailing: index == selectedIndex ? 0 : 1)
        let built = context.build(
          options.view(at: index), key: .id(AnyHashable(options.key(at: index))))
        let row = StackElement(axis: .horizontal, spacing: 1, items: [mark] + built)
        let highlight = FocusHighlightElement(child: row, isFocused: isHighlighted)
        if isHighlighted { highlightedRow = highlight }
        return highlight
      }
      rows += window
      if options.count > ItemWindow.inlineRows, let list = window.first {
        let invalidation = context.node.graph.invalidation
        context.interactions.wheelTargets.append(
          ItemWindow.wheelTarget(
            over: list, layer: context.interactions.currentLayer, count: options.count,
            state: state, changed: { invalidation.raise() }))
      }
    }
    let element = StackElement(
      axis: .vertical, horizontalAlignment: .leading, spacing: 0, items: rows)
    // In a scroll view too short for the open options, the highlighted one is kept in view.
    if let highlightedRow {
      element.setTrait(
        FocusReveal(token: state.highlighted, element: highlightedRow), for: FocusReveal.traitKey)
    }
    let isEnabled = environment.isEnabled
    let binding = selection
    let invalidation = context.node.graph.invalidation
    var target = FocusTarget(
      node: context.node, isEnabled: isEnabled, isTextInput: false, element: element,
      handleKey: { key in
        guard isEnabled else { return .ignored }
        let choose: (Int) -> Void = { index in
          if let value = options.value(at: index)?.base as? SelectionValue {
            binding.wrappedValue = value
          }
        }
        let action = PickerKeys.action(
          for: key, isOpen: state.isOpen, selected: selectedIndex,
          highlighted: state.highlighted, count: options.count,
          window: PickerState.visibleOptions, typing: !state.typed.isEmpty)
        let typed = state.typed
        state.typed = ""
        switch action {
        case .ignore: return .ignored
        case .open(let highlight):
          state.isOpen = true
          state.highlighted = highlight
          state.top = PickerKeys.top(
            opening: highlight, window: PickerState.visibleOptions, count: options.count)
        case .highlight(let index): state.highlighted = index
        case .find(let text):
          // Type-select (see `TypeSelect`); Space chooses unless it narrows the search, and
          // a letter no option starts with is still the menu's: it does nothing.
          if let found = TypeSelect.find(
            text, after: typed, from: state.highlighted, count: options.count,
            restarting: text != " ", title: options.title(at:))
          {
            state.typed = found.typed
            state.highlighted = found.index
          } else if text == " " {
            state.isOpen = false
            choose(state.highlighted)
          } else {
            return .handled
          }
        case .choose(let index):
          state.isOpen = false
          choose(index)
        case .close: state.isOpen = false
        }
        invalidation.raise()
        return .handled
      })
    target.capturesKeys = state.isOpen
    context.interactions.focusTargets.append(target)
    return [element]
  }

  /// Inside commands a picker is a submenu titled with its label, its options checkable items
  /// with a check mark on the selected one (SwiftUI's default menu picker style on macOS).
  @MainActor
  private func collectMenu(
    into collector: MenuCollector, options: PickerOptions, selected: Int?,
    context: BuildContext
  ) {
    let binding = selection
    let items = (0..<options.count).map { index in
      let value = options.value(at: index)?.base as? SelectionValue
      return (
        title: options.title(at: index) ?? "Option \(index + 1)",
        isSelected: index == selected,
        choose: { @MainActor in if let value { binding.wrappedValue = value } }
      )
    }
    collector.appendPicker(
      node: context.node, title: MenuItemTitle.of(label) ?? "Picker",
      isEnabled: context.environment.isEnabled, options: items)
  }

  @MainActor
  private static func text(_ string: String, _ environment: EnvironmentValues) -> Element {
    TextElement(runs: [(string, environment.textCellStyle)], lineLimit: 1, alignment: .leading)
  }
}

extension Picker: View {}
