/// Makes a view clickable: a left click on it performs the action, and so that keyboard users
/// can reach it too, it takes focus with Tab and performs the action on Space or Return.
struct TapGestureModifier: ViewModifier, PrimitiveModifier {
  let count: Int
  let action: @MainActor () -> Void

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let built = context.build(content, key: .index(0))
    let child =
      built.count == 1 ? built[0] : StackElement(axis: .vertical, spacing: 0, items: built)
    let element = FocusHighlightElement(child: child, isFocused: context.isFocused)
    let isEnabled = context.environment.isEnabled
    let action = self.action
    var target = FocusTarget(
      node: context.node, isEnabled: isEnabled, isTextInput: false, element: element,
      handleKey: { key in
        guard isEnabled, key.modifiers.isEmpty, key.key == .return || key.key == .space else {
          return .ignored
        }
        action()
        return .handled
      })
    target.click = { _, _ in if isEnabled { action() } }
    context.interactions.focusTargets.append(target)
    return [element]
  }
}

extension View {
  /// Performs `action` when this view is clicked. A terminal reports single clicks only, so
  /// `count` is accepted and every click counts; the view also takes focus with Tab and
  /// performs the action on Space or Return.
  public consuming func onTapGesture(count: Int = 1, perform action: @escaping () -> Void)
    -> some View
  {
    modifier(TapGestureModifier(count: count, action: { action() }))
  }

  /// Accepted and has no effect: terminals report clicks, not the pointer's movement, to
  /// Keystroke.
  public consuming func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
}
