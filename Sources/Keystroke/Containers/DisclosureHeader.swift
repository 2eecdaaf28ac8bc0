/// The focusable label row of a ``DisclosureGroup``: a ▸/▾ marker and the label.
struct DisclosureHeader<Label: View> {
  let isExpanded: Binding<Bool>
  let label: Label

  /// A primitive view's body is never evaluated.
  var body: Never { primitiveBody(Self.self) }

  /// What a key does to an expansion state: the new state, or `nil` when the key is not the
  /// header's.
  nonisolated static func expansion(after key: KeyEquivalent, from isExpanded: Bool) -> Bool? {
    switch key {
    case .space, .return: !isExpanded
    case .rightArrow: true
    case .leftArrow: false
    default: nil
    }
  }
}

extension DisclosureHeader: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    let environment = context.environment
    var markerStyle = environment.textCellStyle
    markerStyle.foreground = environment.tint.terminalColor
    let marker = TextElement(
      runs: [(isExpanded.wrappedValue ? "▾" : "▸", markerStyle)], lineLimit: 1,
      alignment: .leading)
    let labels = context.build(label, key: .index(0))
    let row = StackElement(
      axis: .horizontal, verticalAlignment: .top, spacing: 1, items: [marker] + labels)
    let element = FocusHighlightElement(child: row, isFocused: context.isFocused)
    let isEnabled = environment.isEnabled
    let binding = isExpanded
    var target = FocusTarget(
      node: context.node, isEnabled: isEnabled, isTextInput: false, element: element,
      handleKey: { key in
        guard isEnabled, key.modifiers.isEmpty,
          let next = Self.expansion(after: key.key, from: binding.wrappedValue)
        else { return .ignored }
        if next != binding.wrappedValue { binding.wrappedValue = next }
        return .handled
      })
    target.click = { _, _ in if isEnabled { binding.wrappedValue.toggle() } }
    context.interactions.focusTargets.append(target)
    return [element]
  }
}

extension DisclosureHeader: View {}
