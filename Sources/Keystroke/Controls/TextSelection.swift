/// Pure selection handling shared by ``TextField`` and ``TextEditor``: Shift with a move key
/// extends a selection from an anchor, a move without Shift clears it, and an edit replaces the
/// selected text.
enum TextSelection {
  /// Text, cursor and selection anchor after a key.
  struct Edit: Equatable {
    var text: String
    var cursor: Int
    /// Where the selection started; the selection runs between it and the cursor.
    var anchor: Int?
  }

  /// The keys that move the cursor, and so extend a selection when Shift is held.
  static let moveKeys: Set<KeyEquivalent> = [
    .leftArrow, .rightArrow, .upArrow, .downArrow, .home, .end, .pageUp, .pageDown,
  ]

  /// The selected characters' range, or `nil` when nothing is selected.
  static func range(cursor: Int, anchor: Int?, count: Int) -> Range<Int>? {
    guard let anchor else { return nil }
    let low = max(0, min(min(cursor, anchor), count))
    let high = max(0, min(max(cursor, anchor), count))
    return low < high ? low..<high : nil
  }

  /// The characters of `text` in `range` (which lies inside it), found by walking to them.
  static func characters(_ range: Range<Int>, of text: String) -> String {
    indices(of: range, in: text).map { String(text[$0]) } ?? ""
  }

  /// The text with `range` removed, and the cursor where the range began.
  static func removing(_ range: Range<Int>, from text: String) -> (text: String, cursor: Int) {
    let removed = indices(of: range, in: text).map { text.splicing($0, with: "") }
    return (removed ?? text, range.lowerBound)
  }

  /// The string indices of the characters in `range`, found by walking to them rather than
  /// copying the whole text into characters; `nil` when the range runs past the text.
  private static func indices(of range: Range<Int>, in text: String) -> Range<String.Index>? {
    guard
      let lower = text.index(
        text.startIndex, offsetBy: range.lowerBound, limitedBy: text.endIndex),
      let upper = text.index(lower, offsetBy: range.count, limitedBy: text.endIndex)
    else { return nil }
    return lower..<upper
  }

  /// Applies `key` with selection rules around an editor's own key handling.
  ///
  /// - Parameters:
  ///   - key: The key pressed.
  ///   - text: The text before the key.
  ///   - cursor: The cursor before the key.
  ///   - anchor: The selection's anchor before the key, if any.
  ///   - count: The text's length in characters, when the caller knows it from an index of
  ///     the text; otherwise a selection counts the characters.
  ///   - base: The editor's handling of a key without selection, given text and cursor.
  /// - Returns: The result, or `nil` when the key is neither an edit nor a move.
  static func apply(
    _ key: KeyPress, to text: String, cursor: Int, anchor: Int?, count: Int? = nil,
    base: (KeyPress, String, Int) -> (text: String, cursor: Int)?
  ) -> Edit? {
    if moveKeys.contains(key.key), key.modifiers.contains(.shift) {
      let plain = KeyPress(
        key: key.key, characters: key.characters, modifiers: key.modifiers.subtracting(.shift),
        phase: key.phase)
      guard let moved = base(plain, text, cursor), moved.text == text else { return nil }
      let start = anchor ?? cursor
      return Edit(text: text, cursor: moved.cursor, anchor: moved.cursor == start ? nil : start)
    }
    // Counting the characters walks the whole text: only a selection needs it, and only when
    // the caller did not say.
    let selected = anchor.flatMap {
      range(cursor: cursor, anchor: $0, count: count ?? text.count)
    }
    if let selected, key.modifiers.isEmpty,
      key.key == .delete || key.key == .deleteForward
    {
      let removed = removing(selected, from: text)
      return Edit(text: removed.text, cursor: removed.cursor, anchor: nil)
    }
    guard let edit = base(key, text, cursor) else { return nil }
    if let selected, edit.text != text {
      // An edit replaces the selection: remove it, then apply the key where it began.
      let removed = removing(selected, from: text)
      guard let replaced = base(key, removed.text, removed.cursor) else { return nil }
      return Edit(text: replaced.text, cursor: replaced.cursor, anchor: nil)
    }
    return Edit(text: edit.text, cursor: edit.cursor, anchor: nil)
  }
}
