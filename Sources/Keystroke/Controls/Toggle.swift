/// A switch between on and off, drawn as a check box before its label: `[x] Title` or
/// `[ ] Title`.
///
/// While focused it is reversed, and Space or Return flips it.
public struct Toggle<Label: View> {
  let isOn: Binding<Bool>
  let label: Label
  /// The values a mixed-state toggle stands for (`init(sources:isOn:label:)`); it is drawn
  /// `[-]` while they differ.
  var sources: [Binding<Bool>] = []

  /// Creates a toggle with a custom label.
  nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension Toggle where Label == Text {
  /// Creates a toggle titled with a string literal.
  nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// Creates a toggle titled with a string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(verbatim: String(title)) }
  }
}

extension Toggle: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    let environment = context.environment
    if let collector = environment.menuCollector {
      // Inside commands a toggle is a menu item with a check mark while on.
      let binding = isOn
      collector.appendCommand(
        node: context.node, title: MenuItemTitle.of(label) ?? "Toggle",
        keys: environment.commandKeys, isEnabled: environment.isEnabled,
        checked: isOn.wrappedValue, stableID: environment.commandID,
        action: { binding.wrappedValue.toggle() })
      return []
    }
    if let style = environment.customToggleStyle {
      // A custom `ToggleStyle` replaces the toggle with its body.
      let configuration = ToggleStyleConfiguration(
        label: ToggleStyleConfiguration.Label(content: AnyView(label)), isOn: isOn)
      return context.build(style.makeBody(configuration), key: .index(1)) {
        $0.customToggleStyle = nil
      }
    }
    let onCount = sources.count { $0.wrappedValue }
    let isMixed = onCount > 0 && onCount < sources.count
    let box = TextElement(
      runs: [
        (isMixed ? "[-]" : isOn.wrappedValue ? "[x]" : "[ ]", environment.textCellStyle)
      ], lineLimit: 1,
      alignment: .leading)
    let labelElements = environment.labelsHidden ? [] : context.build(label, key: .index(0))
    let row = StackElement(
      axis: .horizontal, verticalAlignment: .top, spacing: 1, items: [box] + labelElements)
    let element = FocusHighlightElement(child: row, isFocused: context.isFocused)
    let isEnabled = environment.isEnabled
    let binding = isOn
    var target = FocusTarget(
      node: context.node, isEnabled: isEnabled, isTextInput: false, element: element,
      handleKey: { key in
        guard isEnabled, key.modifiers.isEmpty, key.key == .space || key.key == .return else {
          return .ignored
        }
        binding.wrappedValue.toggle()
        return .handled
      })
    target.click = { _, _ in if isEnabled { binding.wrappedValue.toggle() } }
    context.interactions.focusTargets.append(target)
    return [element]
  }
}

extension Toggle: View {}
