import KeystrokeTerminal

extension TextField {
  /// The elements of a field that grows downwards: it edits lines as a ``TextEditor`` does
  /// and takes one row per line, at least the lower and at most the upper bound of
  /// `.lineLimit` (one row and no limit without it). Return runs the `.onSubmit` action when
  /// there is one, and otherwise starts a new line; Alt+Return (or Shift+Return where the
  /// terminal reports it) always starts a new line.
  @MainActor func makeVerticalElements(in context: BuildContext) -> [Element] {
    let editing: MultilineEditing.State
    if let stored = context.node.memory(MultilineEditing.State.self) {
      editing = stored
    } else {
      editing = MultilineEditing.State()
      editing.cursor = text.wrappedValue.count
      context.node.keep(editing)
      EditableText.forgetUndo(
        of: editing, when: context.node, undoManager: context.environment.undoManager)
    }
    let environment = context.environment
    let isEnabled = environment.isEnabled
    let submit = environment.submitAction
    let fewest = max(1, environment.reservedLines)
    let most = max(fewest, environment.lineLimit ?? Int.max)
    let element = VerticalTextFieldElement(
      text: text.wrappedValue, placeholder: prompt?.plainText ?? shownTitle,
      rows: fewest...most, editing: editing, isFocused: context.isFocused,
      isEnabled: isEnabled, style: environment.textCellStyle)
    let editable = EditableText(
      binding: text, state: editing, undoManager: environment.undoManager,
      pasteboard: environment.pasteboard, invalidation: context.node.invalidation)
    if context.isFocused, isEnabled { context.interactions.textEditing = editable.target }
    context.interactions.focusTargets.append(
      FocusTarget(
        node: context.node, isEnabled: isEnabled, isTextInput: true, element: element,
        hasSubmitAction: true,
        handleKey: { pressed in
          guard isEnabled else { return .ignored }
          var key = pressed
          if key.key == .return {
            if key.modifiers.isEmpty, let submit {
              submit()
              return .handled
            }
            if key.modifiers == .option || key.modifiers == .shift {
              key = KeyPress(key: .return, characters: "\r")
            }
          }
          return MultilineEditing.handle(key, in: editable)
        }))
    return [element]
  }
}
