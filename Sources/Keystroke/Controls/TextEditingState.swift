/// Where the cursor is in a text field, kept in the field's node between updates.
final class TextEditingState {
  /// The cursor's position, in characters from the start.
  var cursor = 0
  /// The first character shown, when the text is wider than the field.
  var scroll = 0
  /// The text as the field last left it; a different text means the app changed it.
  var lastText: String?
  /// Where the selection started, or `nil` when nothing is selected.
  var anchor: Int?
  /// Whether the last change was typing, so more typing joins its undo step.
  var isTypingRun = false
  /// The undo step the current run of typing extends.
  var typingUndo: TextUndoRecord?
  /// The field's own undo steps, as a field editor keeps them: Edit › Undo reaches them while
  /// the field is focused, and they go with the field.
  var fieldUndo: UndoManager?
  /// The index of the text last drawn or edited, moved along with each edit, so finding a
  /// character costs the field's width rather than the text's length (see ``lines(of:)``).
  var lineIndex: TextLineIndex?
  init() {}

  /// Moves the cursor to the end when the app replaced the text since the last edit, and
  /// drops a selection, a run of typing and the field's undo steps, which were of the text
  /// replaced: undone on the new text they would cut pieces out of it.
  @MainActor
  func follow(_ text: String) {
    // The same bytes are the same text; other bytes may still be the same characters (an
    // app that stores accents composed), which is no replacement either.
    if let lastText, !lastText.hasSameBytes(as: text), lastText != text {
      cursor = lines(of: text).characterCount
      anchor = nil
      isTypingRun = false
      typingUndo = nil
      fieldUndo?.removeAllActions()
    }
    lastText = text
  }
}

extension TextEditingState: EditableTextState {}

/// Pure editing operations on a string and a cursor, shared by text fields.
enum TextEditing {
  /// The result of an edit: the new text and cursor.
  struct Edit: Equatable {
    var text: String
    var cursor: Int
  }

  /// Applies a key to `text` with the cursor at `cursor`; `nil` if the key is not an edit.
  ///
  /// `index`, when given, is the cursor's string index and `count` the text's length in
  /// characters, both found by the caller from an index of the text: typing, deleting and
  /// the moves along the line then cost no walk over the text.
  static func apply(
    _ key: KeyPress, to text: String, cursor: Int, index: String.Index? = nil, count: Int? = nil
  ) -> Edit? {
    if let edit = applyInPlace(key, to: text, cursor: cursor, index: index) { return edit }
    if let count, let moved = move(key, cursor: cursor, count: count) {
      return Edit(text: text, cursor: moved)
    }
    let count = count ?? text.count
    let clamped = max(0, min(cursor, count))
    if let moved = move(key, cursor: clamped, count: count) {
      return Edit(text: text, cursor: moved)
    }
    guard let at = (clamped == cursor ? index : nil) ?? Self.index(of: clamped, in: text) else {
      return nil
    }
    // A cursor outside the text types and deletes where it is clamped to.
    if clamped != cursor, let edit = applyInPlace(key, to: text, cursor: clamped, index: at) {
      return edit
    }
    // The rest walk from the cursor's index to the word or line end they need, never
    // copying the text into characters.
    let modifiers = key.modifiers.subtracting([.shift, .capsLock, .numericPad])
    switch (key.key.keyCode, modifiers) {
    case (.backspace, .option), (.character("w"), .control):
      let start = wordStart(before: at, in: text)
      return Edit(text: text.splicing(start.index..<at, with: ""), cursor: clamped - start.distance)
    // Option+←/→ as on a Mac, Control+←/→ as in Linux terminals and editors, Alt+B/F as in
    // readline.
    case (.leftArrow, .option), (.leftArrow, .control), (.character("b"), .option):
      return Edit(text: text, cursor: clamped - wordStart(before: at, in: text).distance)
    case (.rightArrow, .option), (.rightArrow, .control), (.character("f"), .option):
      return Edit(text: text, cursor: clamped + wordEnd(after: at, in: text))
    case (.character("u"), .control):
      return Edit(text: String(text[at...]), cursor: 0)
    case (.character("k"), .control):
      return Edit(text: String(text[..<at]), cursor: clamped)
    default:
      return nil
    }
  }

  /// Pasted text as one line, for a one-line field: each line break (`"\r\n"`, `"\n"` or
  /// `"\r"`) becomes a space. Read byte by byte, so a pasted megabyte is flattened in about a
  /// millisecond.
  static func oneLine(_ text: String) -> String {
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return nil }
      var flat: [UInt8] = []
      flat.reserveCapacity(bytes.count)
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
        flat.append(byte == 0x0A || byte == 0x0D ? 0x20 : byte)
        index += 1
      }
      return String(decoding: flat, as: UTF8.self)
    } ?? text
  }

  /// Where the moves that need only the text's length take the cursor: a character left or
  /// right, to the start or the end; `nil` for any other key.
  static func move(_ key: KeyPress, cursor: Int, count: Int) -> Int? {
    let cursor = max(0, min(cursor, count))
    let modifiers = key.modifiers.subtracting([.shift, .capsLock, .numericPad])
    switch (key.key.keyCode, modifiers) {
    case (.leftArrow, []), (.character("b"), .control): return max(0, cursor - 1)
    case (.rightArrow, []), (.character("f"), .control): return min(count, cursor + 1)
    case (.home, []), (.character("a"), .control), (.home, .control): return 0
    case (.end, []), (.character("e"), .control), (.end, .control): return count
    default: return nil
    }
  }

  /// Typing, Backspace and Delete at a cursor inside the text, edited in place: they touch
  /// the text only up to the cursor, where copying it into characters would touch it all.
  /// `nil` when the key is another one or the cursor is outside the text. `index`, when
  /// given, is the cursor's string index, found by the caller more cheaply than by walking.
  static func applyInPlace(
    _ key: KeyPress, to text: String, cursor: Int, index: String.Index? = nil
  ) -> Edit? {
    if key.isTyping { return inserting(key.characters, into: text, at: cursor, index: index) }
    guard let index = index ?? Self.index(of: cursor, in: text) else { return nil }
    let modifiers = key.modifiers.subtracting([.shift, .capsLock, .numericPad])
    switch (key.key.keyCode, modifiers) {
    case (.backspace, []), (.character("h"), .control):
      guard index > text.startIndex else { return Edit(text: text, cursor: cursor) }
      return Edit(
        text: text.splicing(text.index(before: index)..<index, with: ""), cursor: cursor - 1)
    case (.deleteForward, []), (.character("d"), .control):
      guard index < text.endIndex else { return Edit(text: text, cursor: cursor) }
      return Edit(text: text.splicing(index..<text.index(after: index), with: ""), cursor: cursor)
    default:
      return nil
    }
  }

  /// `string` inserted at a cursor inside the text; `nil` when the cursor is outside it.
  static func inserting(
    _ string: String, into text: String, at cursor: Int, index: String.Index? = nil
  ) -> Edit? {
    guard let index = index ?? Self.index(of: cursor, in: text) else { return nil }
    return Edit(text: text.splicing(index..<index, with: string), cursor: cursor + string.count)
  }

  /// The string index of character `offset`, or `nil` outside the text.
  private static func index(of offset: Int, in text: String) -> String.Index? {
    guard offset >= 0 else { return nil }
    return text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex)
  }

  /// Whether `character` belongs to a word, for the word moves and deletions.
  private static func isWord(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
  }

  /// Where the word before `index` starts (after the gap before `index`, then the word), and
  /// how many characters back that is.
  private static func wordStart(
    before index: String.Index, in text: String
  ) -> (index: String.Index, distance: Int) {
    var index = index
    var distance = 0
    while index > text.startIndex, !isWord(text[text.index(before: index)]) {
      index = text.index(before: index)
      distance += 1
    }
    while index > text.startIndex, isWord(text[text.index(before: index)]) {
      index = text.index(before: index)
      distance += 1
    }
    return (index, distance)
  }

  /// How many characters after `index` the next word ends (past a gap, then the word).
  private static func wordEnd(after index: String.Index, in text: String) -> Int {
    var index = index
    var distance = 0
    while index < text.endIndex, !isWord(text[index]) {
      index = text.index(after: index)
      distance += 1
    }
    while index < text.endIndex, isWord(text[index]) {
      index = text.index(after: index)
      distance += 1
    }
    return distance
  }
}
