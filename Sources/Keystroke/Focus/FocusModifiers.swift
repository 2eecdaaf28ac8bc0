import Foundation

/// Links the first focus target inside the content to a focus state.
struct FocusedModifier<Value: Hashable>: ViewModifier, PrimitiveModifier {
  let box: FocusStateBox<Value>
  let value: Value
  let empty: Value

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let interactions = context.interactions
    let before = interactions.focusTargets.count
    let link = FocusLink(state: ObjectIdentifier(box), value: AnyHashable(value))
    let elements = context.node.graph.buildLinked(to: link) {
      context.build(content, key: .index(0))
    }
    guard interactions.focusTargets.count > before else { return elements }
    let target = interactions.focusTargets[before]
    let box = self.box
    let value = self.value
    let empty = self.empty
    interactions.focusBindings.append(
      FocusBinding(
        targetID: target.id,
        isSelected: { box.currentValue == value },
        select: { selected in
          if selected { return box.reflect(value) }
          return box.currentValue == value ? box.reflect(empty) : false
        },
        hasPendingRequest: { box.hasPendingRequest },
        clearRequest: { box.clearRequest() },
        link: link))
    return elements
  }
}

/// Asks that a focus state's value get focus when the window (or sheet) first chooses focus.
struct DefaultFocusModifier<Value: Hashable>: ViewModifier, PrimitiveModifier {
  let box: FocusStateBox<Value>
  let value: Value

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let link = FocusLink(state: ObjectIdentifier(box), value: AnyHashable(value))
    context.interactions.defaultFocus.append(link)
    return context.node.graph.buildPreferringFocus(on: link) {
      context.build(content, key: .index(0))
    }
  }
}

/// How strongly `.defaultFocus` applies; in a terminal every priority applies when focus is
/// first chosen.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
  let name: String
  /// When the window first appears.
  public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
  /// Whenever focus is chosen anew.
  public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

/// Makes the content focusable, so it can take keys through `.onKeyPress`.
struct FocusableModifier: ViewModifier, PrimitiveModifier {
  let isFocusable: Bool

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let elements = context.build(content, key: .index(0))
    guard isFocusable else { return elements }
    let element =
      elements.count == 1
      ? elements[0] : StackElement(axis: .vertical, spacing: 0, items: elements)
    let highlighted = FocusHighlightElement(child: element, isFocused: context.isFocused)
    context.interactions.focusTargets.append(
      FocusTarget(
        node: context.node, isEnabled: context.environment.isEnabled, isTextInput: false,
        element: highlighted, handleKey: { _ in .ignored }))
    return [highlighted]
  }
}

/// Runs a handler for keys pressed while focus is on or inside the content.
struct KeyPressModifier: ViewModifier, PrimitiveModifier {
  let keys: Set<KeyEquivalent>?
  let phases: KeyPress.Phases
  let action: @MainActor (KeyPress) -> KeyPress.Result

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    context.interactions.keyHandlers.append(
      KeyHandler(node: context.node, keys: keys, phases: phases, action: action))
    return context.build(content, key: .index(0))
  }
}

extension View {
  /// Focuses this view while `binding` is true, and sets it to whether this view is focused.
  public consuming func focused(_ binding: FocusState<Bool>.Binding) -> some View {
    modifier(FocusedModifier(box: binding.box, value: true, empty: false))
  }

  /// Focuses this view while `binding` equals `value`, and sets `binding` to `value` when
  /// this view is focused (and to `nil` when it loses focus).
  public consuming func focused<Value: Hashable>(
    _ binding: FocusState<Value?>.Binding, equals value: Value
  ) -> some View {
    modifier(FocusedModifier(box: binding.box, value: value, empty: nil))
  }

  /// Gives focus to the view linked to `value` when focus is first chosen in this window or
  /// sheet, instead of the first focusable view.
  public consuming func defaultFocus<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, _ value: Value,
    priority: DefaultFocusEvaluationPriority = .automatic
  ) -> some View {
    modifier(DefaultFocusModifier(box: binding.box, value: value))
  }

  /// Lets this view take keyboard focus (Tab reaches it, and `.onKeyPress` handlers on it see
  /// keys).
  public consuming func focusable(_ isFocusable: Bool = true) -> some View {
    modifier(FocusableModifier(isFocusable: isFocusable))
  }

  /// Lets this view take keyboard focus, as ``View/focusable(_:)``, for the given
  /// interactions: a terminal reaches every control from the keyboard, so a view that only
  /// activates takes focus as one that edits does.
  public consuming func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions)
    -> some View
  {
    modifier(FocusableModifier(isFocusable: isFocusable && !interactions.isEmpty))
  }

  /// Handles a key pressed while focus is on or inside this view.
  public consuming func onKeyPress(
    _ key: KeyEquivalent, action: @escaping () -> KeyPress.Result
  ) -> some View {
    modifier(KeyPressModifier(keys: [key], phases: .down, action: { _ in action() }))
  }

  /// Handles any of several keys pressed while focus is on or inside this view.
  public consuming func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(KeyPressModifier(keys: keys, phases: phases, action: { action($0) }))
  }

  /// Handles keys that type characters of `characters` (`.decimalDigits`, `.letters`),
  /// pressed while focus is on or inside this view. A key is the handler's only when every
  /// character it types is in the set; keys that type nothing and other characters pass on.
  public consuming func onKeyPress(
    characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(
      KeyPressModifier(
        keys: nil, phases: phases,
        action: { press in
          press.types(onlyCharactersIn: characters) ? action(press) : .ignored
        }))
  }

  /// Handles every key pressed while focus is on or inside this view.
  public consuming func onKeyPress(
    phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(KeyPressModifier(keys: nil, phases: phases, action: { action($0) }))
  }
}
