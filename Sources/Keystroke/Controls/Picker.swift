import KeystrokeTerminal

/// A choice of one option among several, drawn as its label followed by the selected option in
/// brackets: `Label [Option ▾]`.
///
/// Options are the content's views; each is matched to the selection by its `.tag(_:)`, or by
/// its `ForEach` identity. While focused the bracketed part is reversed and ←/→ select the
/// previous or next option. Space or Return opens the options inline under the picker, one per
/// line with `✓` beside the selected one: ↑/↓ move the highlight, Space or Return choose it,
/// Escape closes without changing.
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

/// Whether a picker's options are open, and which one is highlighted.
final class PickerState {
  var isOpen = false
  var highlighted = 0
  init() {}
}

/// One option of a picker.
struct PickerOption {
  let view: AnyView
  let value: AnyHashable?
  let key: ListRowKey
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
    let options = Self.options(of: content)
    let current = selection.wrappedValue
    let selectedIndex = options.firstIndex { ($0.value?.base as? SelectionValue) == current }
    let environment = context.environment
    if let collector = environment.menuCollector {
      collectMenu(into: collector, options: options, selected: selectedIndex, context: context)
      return []
    }
    let isFocused = context.isFocused
    if !isFocused { state.isOpen = false }
    let labelElements = FormLabelColumn.align(
      context.build(label, key: .index(0)) { $0.formLabelWidth = nil }, in: environment)
    var valueItems: [Element] = [Self.text("[", environment)]
    if let selectedIndex {
      valueItems += context.build(options[selectedIndex].view, key: .index(1))
    }
    valueItems.append(Self.text("▾]", environment))
    let value = FocusHighlightElement(
      child: StackElement(axis: .horizontal, spacing: 1, items: valueItems),
      isFocused: isFocused && !state.isOpen)
    let line = StackElement(
      axis: .horizontal, verticalAlignment: .top, spacing: 1, items: labelElements + [value])
    var rows: [Element] = [line]
    if state.isOpen {
      for (index, option) in options.enumerated() {
        let mark = PaddingElement(
          child: Self.text(index == selectedIndex ? "✓" : "", environment), top: 0, leading: 2,
          bottom: 0, trailing: index == selectedIndex ? 0 : 1)
        let built = context.build(option.view, key: .id(AnyHashable(option.key)))
        let row = StackElement(axis: .horizontal, spacing: 1, items: [mark] + built)
        rows.append(FocusHighlightElement(child: row, isFocused: index == state.highlighted))
      }
    }
    let element = StackElement(
      axis: .vertical, horizontalAlignment: .leading, spacing: 0, items: rows)
    let isEnabled = environment.isEnabled
    let binding = selection
    let invalidation = context.node.graph.invalidation
    context.interactions.focusTargets.append(
      FocusTarget(
        node: context.node, isEnabled: isEnabled, isTextInput: false, element: element,
        handleKey: { key in
          guard isEnabled, key.modifiers.isEmpty, !options.isEmpty else { return .ignored }
          let choose: (Int) -> Void = { index in
            if let value = options[index].value?.base as? SelectionValue {
              binding.wrappedValue = value
            }
          }
          switch PickerKeys.action(
            for: key, isOpen: state.isOpen, selected: selectedIndex,
            highlighted: state.highlighted, count: options.count)
          {
          case .ignore: return .ignored
          case .open(let highlight):
            state.isOpen = true
            state.highlighted = highlight
          case .highlight(let index): state.highlighted = index
          case .choose(let index):
            state.isOpen = false
            choose(index)
          case .close: state.isOpen = false
          }
          invalidation.raise()
          return .handled
        }))
    return [element]
  }

  /// Inside commands a picker is a submenu titled with its label, its options checkable items
  /// with a check mark on the selected one (SwiftUI's default menu picker style on macOS).
  @MainActor
  private func collectMenu(
    into collector: MenuCollector, options: [PickerOption], selected: Int?,
    context: BuildContext
  ) {
    let binding = selection
    let items = options.enumerated().map { index, option in
      let value = option.value?.base as? SelectionValue
      return (
        title: MenuItemTitle.of(option.view) ?? "Option \(index + 1)",
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

  /// The options of the content: every row, with its tag or `ForEach` identity.
  @MainActor
  static func options(of content: Content) -> [PickerOption] {
    var options: [PickerOption] = []
    for (segmentIndex, segment) in RowSegments.of(content).enumerated() where segment.kind == .rows
    {
      for local in 0..<segment.count {
        let view = segment.view(local)
        options.append(
          PickerOption(
            view: view, value: view.tagValue ?? segment.selectionValue(local),
            key: ListRowKey(segment: segmentIndex, identity: segment.identity(local))))
      }
    }
    return options
  }
}

extension Picker: View {}

/// What a key does to a picker.
enum PickerKeys {
  /// A picker's response to a key.
  enum Action: Equatable {
    case ignore
    case open(highlight: Int)
    case highlight(Int)
    case choose(Int)
    case close
  }

  /// The action for `key`, given whether the options are open, the selected option, the
  /// highlighted one and how many there are.
  static func action(
    for key: KeyPress, isOpen: Bool, selected: Int?, highlighted: Int, count: Int
  ) -> Action {
    guard count > 0 else { return .ignore }
    let current = min(max(0, highlighted), count - 1)
    if isOpen {
      switch key.key {
      case .upArrow: return .highlight(max(0, current - 1))
      case .downArrow: return .highlight(min(count - 1, current + 1))
      case .home: return .highlight(0)
      case .end: return .highlight(count - 1)
      case .space, .return: return .choose(current)
      case .escape: return .close
      default: return .ignore
      }
    }
    switch key.key {
    case .leftArrow: return .choose(max(0, (selected ?? 0) - 1))
    case .rightArrow: return .choose(selected.map { min(count - 1, $0 + 1) } ?? 0)
    case .space, .return: return .open(highlight: selected ?? 0)
    default: return .ignore
    }
  }
}
