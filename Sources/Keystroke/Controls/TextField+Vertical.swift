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
          var column = editing.preferredColumn
          let current = editable.binding.wrappedValue
          guard
            let edit = TextSelection.apply(
              key, to: current, cursor: editing.cursor, anchor: editing.anchor,
              count: editing.lines(of: current).characterCount,
              base: { key, text, cursor in
                guard
                  let edit = MultilineEditing.apply(
                    key, to: text, cursor: cursor, preferredColumn: editing.preferredColumn,
                    pageHeight: max(1, editing.pageHeight), lineIndex: editing.lineIndex)
                else { return nil }
                column = edit.preferredColumn
                return (edit.text, edit.cursor)
              })
          else { return .ignored }
          editing.preferredColumn = column
          let change = editable.commit(edit, isTyping: key.isTyping)
          if let change, let index = editing.lineIndex, index.isIndex(of: current) {
            editing.lineIndex = index.updated(to: edit.text, by: change)
          }
          return .handled
        }))
    return [element]
  }
}
