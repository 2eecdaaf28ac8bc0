/// Pure editing operations on multi-line text and a cursor, for ``TextEditor``.
enum MultilineEditing {
  /// Where the cursor and the scroll position are, kept in the editor's node.
  final class State {
    /// The cursor, in characters from the start of the text.
    var cursor = 0
    /// The screen column Up and Down aim for, kept across short lines.
    var preferredColumn: Int?
    /// The first line shown.
    var topLine = 0
    /// The first screen column shown (see ``TabStops``): every line scrolls sideways by it.
    var leftColumn = 0
    /// The rows shown at the last draw, for Page Up and Page Down.
    var pageHeight = 10
    /// Where the selection started, or `nil` when nothing is selected.
    var anchor: Int?
    /// Whether the last change was typing, so more typing joins its undo step.
    var isTypingRun = false
    /// The undo step the current run of typing extends.
    var typingUndo: TextUndoRecord?
    /// The line index of the text last drawn, kept while the text stays the same.
    var lineIndex: TextLineIndex?
    /// The text as the editing code last left it.
    var lastText: String?
    init() {}
  }

  /// The result of an edit.
  struct Edit: Equatable {
    var text: String
    var cursor: Int
    /// The screen column vertical moves aim for (tabs run to their stops, a wide character
    /// takes two), or `nil` after a horizontal move or an edit.
    var preferredColumn: Int?
  }

  /// A position as a line and a column (both from 0).
  struct Position: Equatable {
    var line: Int
    var column: Int
  }

  /// The text's lines, which end at `"\n"`, `"\r\n"` or `"\r"` (an empty text has one empty
  /// line).
  static func lines(of text: String) -> [[Character]] {
    text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
      .map(Array.init)
  }

  /// The line and column of a character offset.
  static func position(of offset: Int, in lines: [[Character]]) -> Position {
    var remaining = max(0, offset)
    for (index, line) in lines.enumerated() {
      if remaining <= line.count { return Position(line: index, column: remaining) }
      remaining -= line.count + 1
    }
    let last = max(0, lines.count - 1)
    return Position(line: last, column: lines.isEmpty ? 0 : lines[last].count)
  }

  /// The screen column where character `index` of `line` starts (see ``TabStops``).
  static func screenColumn(of index: Int, in line: some Collection<Character>) -> Int {
    TabStops.end(of: line.prefix(max(0, index)))
  }

  /// Where on `line` a vertical move aiming for screen column `column` lands: after every
  /// character that ends at or before that column, so before a tab or wide character that
  /// covers it, and at the end of a line too short to reach it. `line` may be the rest of a
  /// line from screen column `start`.
  static func index(
    atScreenColumn column: Int, in line: some Sequence<Character>, from start: Int = 0
  ) -> Int {
    var end = start
    var index = 0
    for character in line {
      end += TabStops.columns(of: character, at: end)
      if end > column { return index }
      index += 1
    }
    return index
  }

  /// The character offset of a line and column (the column clamped to the line).
  static func offset(of position: Position, in lines: [[Character]]) -> Int {
    guard !lines.isEmpty else { return 0 }
    let line = max(0, min(position.line, lines.count - 1))
    let before = lines[..<line].reduce(0) { $0 + $1.count + 1 }
    return before + max(0, min(position.column, lines[line].count))
  }

  /// Applies a key; `nil` when the key is not an edit or a move.
  ///
  /// `lineIndex`, when it indexes `text`, finds the cursor from its line's start, so typing
  /// and deleting cost the length of the line rather than of the text.
  static func apply(
    _ key: KeyPress, to text: String, cursor: Int, preferredColumn: Int?, pageHeight: Int,
    lineIndex: TextLineIndex? = nil
  ) -> Edit? {
    let index = lineIndex.flatMap { $0.isIndex(of: text) ? $0.index(ofCharacter: cursor) : nil }
    if key.modifiers.isEmpty, key.key == .return,
      let edit = TextEditing.inserting(lineBreak(of: text), into: text, at: cursor, index: index)
    {
      return Edit(text: edit.text, cursor: edit.cursor)
    }
    if let edit = TextEditing.applyInPlace(key, to: text, cursor: cursor, index: index) {
      return Edit(text: edit.text, cursor: edit.cursor)
    }
    if let lineIndex, lineIndex.isIndex(of: text) {
      if let edit = move(
        key, in: lineIndex, cursor: cursor, preferredColumn: preferredColumn,
        pageHeight: pageHeight)
      {
        return edit
      }
      // The word moves and deletions walk from the cursor's index, as in a field; any other
      // key is not the editor's, and nothing needs the text as lines of characters.
      return TextEditing.apply(
        key, to: text, cursor: cursor, index: index, count: lineIndex.characterCount
      ).map { Edit(text: $0.text, cursor: $0.cursor) }
    }
    // Only the moves and the line edits below need the text as lines.
    var characters = Array(text)
    let cursor = max(0, min(cursor, characters.count))
    let lines = lines(of: text)
    let here = position(of: cursor, in: lines)
    func moveVertically(by delta: Int) -> Edit {
      let column = preferredColumn ?? screenColumn(of: here.column, in: lines[here.line])
      let line = max(0, min(lines.count - 1, here.line + delta))
      let target = Position(line: line, column: Self.index(atScreenColumn: column, in: lines[line]))
      return Edit(text: text, cursor: offset(of: target, in: lines), preferredColumn: column)
    }
    if key.modifiers.isEmpty, key.key == .return {
      characters.insert(Character(lineBreak(of: text)), at: cursor)
      return Edit(text: String(characters), cursor: cursor + 1)
    }
    let modifiers = key.modifiers.subtracting([.shift, .capsLock, .numericPad])
    switch (key.key.keyCode, modifiers) {
    case (.upArrow, []):
      return moveVertically(by: -1)
    case (.downArrow, []):
      return moveVertically(by: 1)
    case (.pageUp, []):
      return moveVertically(by: -pageHeight)
    case (.pageDown, []):
      return moveVertically(by: pageHeight)
    case (.home, []):
      return Edit(
        text: text, cursor: offset(of: Position(line: here.line, column: 0), in: lines))
    case (.end, []):
      return Edit(
        text: text, cursor: offset(of: Position(line: here.line, column: Int.max), in: lines))
    case (.home, .command), (.upArrow, .command), (.home, .control):
      return Edit(text: text, cursor: 0)
    case (.end, .command), (.downArrow, .command), (.end, .control):
      return Edit(text: text, cursor: characters.count)
    case (.character("a"), .control), (.character("e"), .control), (.character("k"), .control),
      (.character("u"), .control):
      // The readline keys act on the current line.
      let start = offset(of: Position(line: here.line, column: 0), in: lines)
      let end = offset(of: Position(line: here.line, column: Int.max), in: lines)
      switch key.key.keyCode {
      case .character("a"): return Edit(text: text, cursor: start)
      case .character("e"): return Edit(text: text, cursor: end)
      case .character("k"):
        characters.removeSubrange(cursor..<end)
        return Edit(text: String(characters), cursor: cursor)
      default:
        characters.removeSubrange(start..<cursor)
        return Edit(text: String(characters), cursor: start)
      }
    default:
      // Left, Right, Backspace, Delete and the word moves work as in a one-line field.
      guard let edit = TextEditing.apply(key, to: text, cursor: cursor) else { return nil }
      return Edit(text: edit.text, cursor: edit.cursor)
    }
  }

  /// The arrow, page, line-end and text-end moves, and the readline keys that delete to a
  /// line's end or start, found through the line index: they cost the cursor's line (read
  /// at the speed of its bytes), not the text.
  private static func move(
    _ key: KeyPress, in lines: TextLineIndex, cursor: Int, preferredColumn: Int?,
    pageHeight: Int
  ) -> Edit? {
    let text = lines.text
    let cursor = max(0, min(cursor, lines.characterCount))
    let here = lines.position(of: cursor)
    let lineStart = lines.offsets[here.line]
    let lineEnd = lineStart + lines.length(ofLine: here.line)
    func vertical(_ delta: Int) -> Edit {
      let column = preferredColumn ?? screenColumn(ofCharacter: cursor, in: lines)
      let line = max(0, min(here.line + delta, lines.lineCount - 1))
      let landing = offset(atScreenColumn: column, line: line, in: lines)
      return Edit(text: text, cursor: landing, preferredColumn: column)
    }
    func removing(_ range: Range<Int>) -> Edit? {
      guard let lower = lines.index(ofCharacter: range.lowerBound),
        let upper = lines.index(ofCharacter: range.upperBound)
      else { return nil }
      return Edit(text: text.splicing(lower..<upper, with: ""), cursor: range.lowerBound)
    }
    let modifiers = key.modifiers.subtracting([.shift, .capsLock, .numericPad])
    switch (key.key.keyCode, modifiers) {
    case (.upArrow, []): return vertical(-1)
    case (.downArrow, []): return vertical(1)
    case (.pageUp, []): return vertical(-pageHeight)
    case (.pageDown, []): return vertical(pageHeight)
    case (.home, []), (.character("a"), .control): return Edit(text: text, cursor: lineStart)
    case (.end, []), (.character("e"), .control): return Edit(text: text, cursor: lineEnd)
    // ⌘↑/⌘↓ as on a Mac; Ctrl+Home/Ctrl+End as in terminal and PC editors, and the only
    // form a terminal without ⌘ sends.
    case (.home, .command), (.upArrow, .command), (.home, .control):
      return Edit(text: text, cursor: 0)
    case (.end, .command), (.downArrow, .command), (.end, .control):
      return Edit(text: text, cursor: lines.characterCount)
    case (.character("k"), .control): return removing(cursor..<lineEnd)
    case (.character("u"), .control): return removing(lineStart..<cursor)
    case (.leftArrow, []): return Edit(text: text, cursor: max(0, cursor - 1))
    case (.rightArrow, []): return Edit(text: text, cursor: min(lines.characterCount, cursor + 1))
    default: return nil
    }
  }
}

extension MultilineEditing.State: EditableTextState {}
