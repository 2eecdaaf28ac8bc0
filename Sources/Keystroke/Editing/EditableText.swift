/// The editing state a text field or editor keeps in its node: cursor, selection anchor, and
/// whether the last edit was typing (so a run of typing undoes as one step).
@MainActor
protocol EditableTextState: AnyObject {
  /// The cursor, in characters from the start.
  var cursor: Int { get set }
  /// Where the selection started, or `nil` when nothing is selected.
  var anchor: Int? { get set }
  /// Whether the last change was typing, so more typing joins its undo step.
  var isTypingRun: Bool { get set }
  /// The text as the editing code last left it (a different text means the app replaced it).
  var lastText: String? { get set }
  /// The undo step the current run of typing extends.
  var typingUndo: TextUndoRecord? { get set }
  /// The index of the text last drawn or edited (see ``lines(of:)``).
  var lineIndex: TextLineIndex? { get set }
}

extension EditableTextState {
  /// The index of `text`: the one kept, when it indexes this very text, or a new one, kept
  /// from then on. Its character count and character positions spare a walk over the text.
  func lines(of text: String) -> TextLineIndex {
    if let lineIndex, lineIndex.isIndex(of: text) { return lineIndex }
    let lines = TextLineIndex(text)
    lineIndex = lines
    return lines
  }
}

/// Applies edits to a text binding with undo, and builds the Edit menu's actions for a focused
/// text field or editor.
@MainActor
struct EditableText<State: EditableTextState> {
  let binding: Binding<String>
  let state: State
  let undoManager: UndoManager?
  let pasteboard: Pasteboard?
  let invalidation: any ChangeSignal
  /// Whether the text may leave the field (not for secure fields).
  var allowsCopy = true
  /// Turns pasted text into what the field accepts (a one-line field flattens new lines).
  var pasteFilter: (String) -> String = { $0 }

  /// Forgets `state`'s undo steps when `node` goes (its field or editor left the screen), so
  /// Edit › Undo never changes text the user cannot see.
  static func forgetUndo(of state: State, when node: ViewNode, undoManager: UndoManager?) {
    guard let undoManager else { return }
    node.disappearActions.append { [weak undoManager, weak state] in
      guard let undoManager, let state else { return }
      undoManager.removeAllActions(withTarget: state)
    }
  }

  /// Applies a key's result: sets the text (registering an undo step, or extending the
  /// current one while typing continues), the cursor and the selection.
  ///
  /// - Returns: The change made to the text, or `nil` when it did not change.
  @discardableResult
  func commit(_ edit: TextSelection.Edit, isTyping: Bool) -> TextChange? {
    let old = binding.wrappedValue
    // Compared byte by byte: `!=` on strings compares characters by their canonical
    // meaning, which for text with characters of several bytes reads the whole text through
    // Unicode normalization (a millisecond a megabyte), and an edit that changed only an
    // accent's form is an edit to the user's text all the same.
    let change = TextChange(from: old, to: edit.text)
    let changed = change != nil
    if undoManager != nil, let change {
      let typingBreak = WindowUndoManager.typingBreaks(of: undoManager)
      if isTyping, state.isTypingRun, let record = state.typingUndo,
        record.typingBreak == typingBreak
      {
        record.change = record.change.followed(by: change, in: old)
      } else {
        let record = TextUndoRecord(
          change: change, cursor: state.cursor, typingBreak: typingBreak)
        registerUndo(record)
        state.typingUndo = isTyping ? record : nil
      }
    }
    state.cursor = edit.cursor
    state.anchor = edit.anchor
    state.isTypingRun = changed && isTyping
    state.lastText = edit.text
    if changed {
      WindowUndoManager.applyingRegisteredChange(on: undoManager) {
        binding.wrappedValue = edit.text
      }
    }
    invalidation.raise()
    return change
  }

  /// Inserts `string` at the cursor, in place of the selection, as one undoable edit: a paste
  /// from the terminal or the pasteboard.
  func insert(_ string: String) {
    let text = binding.wrappedValue
    var inserted = pasteFilter(Self.plainText(string))
    // Pasted lines end as the text's own do, so a file written with "\r\n" (or "\r") keeps
    // them.
    if inserted.utf8.contains(0x0A) {
      let lineBreak = MultilineEditing.lineBreak(of: text)
      if lineBreak != "\n" { inserted = inserted.replacing("\n", with: lineBreak) }
    }
    let lines = state.lines(of: text)
    let count = lines.characterCount
    let cursor = max(0, min(state.cursor, count))
    let range =
      TextSelection.range(cursor: cursor, anchor: state.anchor, count: count) ?? cursor..<cursor
    let lower =
      lines.index(ofCharacter: range.lowerBound)
      ?? text.index(text.startIndex, offsetBy: range.lowerBound)
    let upper = text.index(lower, offsetBy: range.count)
    state.isTypingRun = false
    commit(
      TextSelection.Edit(
        text: text.splicing(lower..<upper, with: inserted),
        cursor: range.lowerBound + inserted.count, anchor: nil),
      isTyping: false)
  }

  /// Pasted text as the text takes it: terminals send new lines as carriage returns, and no
  /// other control character belongs in a text (C0 controls but tab and line feed, DEL, and
  /// the C1 controls U+0080–U+009F, which a terminal would show as nothing or as `�`).
  nonisolated static func plainText(_ string: String) -> String {
    var scanned = string
    let hasControls = scanned.withUTF8 { bytes in
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte < 0x20, byte != 0x0A, byte != 0x09 { return true }
        if byte == 0x7F { return true }
        // A C1 control is 0xC2 followed by 0x80–0x9F in UTF-8.
        if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
          return true
        }
        index += 1
      }
      return false
    }
    guard hasControls else { return string }
    let lines = string.replacing("\r\n", with: "\n").replacing("\r", with: "\n")
    return String(
      String.UnicodeScalarView(
        lines.unicodeScalars.filter { scalar in
          scalar == "\n" || scalar == "\t"
            || (scalar.value >= 0x20 && !(0x7F..<0xA0).contains(scalar.value))
        }))
  }

  /// Registers the undoing of `record`'s change; undoing registers the redoing the same way.
  private func registerUndo(_ record: TextUndoRecord) {
    guard let undoManager else { return }
    let binding = self.binding
    let invalidation = self.invalidation
    let this = self
    undoManager.registerUndo(withTarget: state) { state in
      let current = binding.wrappedValue
      guard let restored = record.change.inverse.applied(to: current) else { return }
      this.registerUndo(TextUndoRecord(change: record.change.inverse, cursor: state.cursor))
      state.cursor = record.cursor
      state.anchor = nil
      state.isTypingRun = false
      state.typingUndo = nil
      state.lastText = restored
      WindowUndoManager.applyingRegisteredChange(on: undoManager) {
        binding.wrappedValue = restored
      }
      invalidation.raise()
    }
  }

  /// The selected range of the current text.
  private var selection: Range<Int>? {
    guard state.anchor != nil else { return nil }
    return TextSelection.range(
      cursor: state.cursor, anchor: state.anchor,
      count: state.lines(of: binding.wrappedValue).characterCount)
  }

  /// The Edit menu's actions on this text.
  var target: TextEditingTarget {
    let text = binding.wrappedValue
    let selection = self.selection
    return TextEditingTarget(
      hasSelection: selection != nil, allowsCopy: allowsCopy,
      cut: {
        guard let selection else { return }
        pasteboard?.copy(TextSelection.characters(selection, of: text))
        removeSelection()
      },
      copy: {
        guard let selection else { return }
        pasteboard?.copy(TextSelection.characters(selection, of: text))
        invalidation.raise()
      },
      paste: {
        guard let pasted = pasteboard?.string else { return }
        insert(pasted)
      },
      insert: { insert($0) },
      selectAll: {
        state.anchor = 0
        state.cursor = state.lines(of: binding.wrappedValue).characterCount
        state.isTypingRun = false
        invalidation.raise()
      },
      delete: { removeSelection() }, undoManager: undoManager)
  }

  private func removeSelection() {
    guard let selection else { return }
    let removed = TextSelection.removing(selection, from: binding.wrappedValue)
    state.isTypingRun = false
    commit(
      TextSelection.Edit(text: removed.text, cursor: removed.cursor, anchor: nil), isTyping: false)
  }
}
