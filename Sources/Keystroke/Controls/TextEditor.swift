import KeystrokeTerminal

/// A multi-line text editor.
///
/// While focused it takes typing, Return (a new line), the arrows, Home/End (line start and
/// end), Page Up/Page Down, Backspace and Delete; it scrolls to keep the cursor in view and
/// shows it with the terminal's own cursor (``ViewHost/cursor``). Tab still moves focus. The
/// mouse wheel scrolls it three lines a step, focused or not, taking the cursor along when it
/// would leave the screen.
public struct TextEditor {
  let text: Binding<String>

  /// Creates an editor for a string.
  nonisolated public init(text: Binding<String>) { self.text = text }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension TextEditor: View {}

extension TextEditor: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    let editing: MultilineEditing.State
    if let stored = context.node.memory(MultilineEditing.State.self) {
      editing = stored
    } else {
      editing = MultilineEditing.State()
      context.node.keep(editing)
      EditableText.forgetUndo(
        of: editing, when: context.node, undoManager: context.environment.undoManager)
    }
    let environment = context.environment
    let isEnabled = environment.isEnabled
    let element = TextEditorElement(
      text: text.wrappedValue, editing: editing, isFocused: context.isFocused,
      isEnabled: isEnabled, style: environment.textCellStyle)
    let invalidation = context.node.invalidation
    let editable = EditableText(
      binding: text, state: editing, undoManager: environment.undoManager,
      pasteboard: environment.pasteboard, invalidation: invalidation)
    if context.isFocused, isEnabled { context.interactions.textEditing = editable.target }
    context.interactions.wheelTargets.append(
      WheelTarget(element: element, layer: context.interactions.currentLayer) { rows in
        guard Self.scroll(by: rows, editing: editing, text: editable.binding.wrappedValue) else {
          return false
        }
        invalidation.raise()
        return true
      })
    context.interactions.focusTargets.append(
      FocusTarget(
        node: context.node, isEnabled: isEnabled, isTextInput: true, element: element,
        // Return belongs to the editor (a new line), as a submit key belongs to a field.
        hasSubmitAction: true,
        handleKey: { key in
          guard isEnabled else { return .ignored }
          return MultilineEditing.handle(key, in: editable)
        }))
    return [element]
  }

  /// Scrolls the editor by a wheel step, dragging the cursor along to stay on screen; returns
  /// whether anything moved.
  @MainActor
  private static func scroll(by rows: Int, editing: MultilineEditing.State, text: String) -> Bool {
    let lines = editing.lines(of: text)
    let cursor = lines.position(of: editing.cursor)
    guard
      let moved = MultilineEditing.scroll(
        by: rows, topLine: editing.topLine, cursorLine: cursor.line, lineCount: lines.lineCount,
        pageHeight: editing.pageHeight)
    else { return false }
    editing.topLine = moved.topLine
    if moved.cursorLine != cursor.line {
      // The screen column the arrows aim for too, so the two keep to one column between them.
      let column =
        editing.preferredColumn
        ?? MultilineEditing.screenColumn(ofCharacter: editing.cursor, in: lines)
      editing.preferredColumn = column
      editing.cursor = MultilineEditing.offset(
        atScreenColumn: column, line: moved.cursorLine, in: lines)
    }
    return true
  }
}
