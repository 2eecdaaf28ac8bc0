import KeystrokeTerminal

extension MultilineEditing {
  /// Applies `key` to the text `editable` edits as a multi-line editor does (lines, pages,
  /// selection, typing, a new line on Return), keeping the column Up and Down aim for and
  /// moving the line index along with the edit rather than building it again. Shared by
  /// ``TextEditor`` and a `TextField` that grows downwards.
  ///
  /// - Returns: `.handled`, or `.ignored` for a key no edit takes.
  @MainActor static func handle(_ key: KeyPress, in editable: EditableText<State>)
    -> KeyPress.Result
  {
    let editing = editable.state
    var column = editing.preferredColumn
    let current = editable.binding.wrappedValue
    guard
      let edit = TextSelection.apply(
        key, to: current, cursor: editing.cursor, anchor: editing.anchor,
        count: editing.lines(of: current).characterCount,
        base: { key, text, cursor in
          guard
            let edit = apply(
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
  }
}
