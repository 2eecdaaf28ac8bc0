import KeystrokeCore

/// The keys of a box of text over the window (a key's explanation, the keymap's problems):
/// Escape or Return closes it; ↑↓, Page Up/Down, Home and End scroll its lines, which it
/// wraps to its own width (``PaletteRows/textPosition``).
@MainActor
enum TextBoxScroll {
  /// How many lines Page Up and Page Down move.
  static let page = 10

  /// What `key` does to a box whose first shown line is `top`: the new first line (kept
  /// within the text by ``TextBoxPosition``), `nil` to close the box, or `top` unchanged for
  /// any other key.
  static func apply(_ key: KeyPress, top: Int) -> Int? {
    guard key.modifiers.subtracting([.shift, .numericPad]).isEmpty else { return top }
    switch key.key.keyCode {
    case .escape, .return: return nil
    case .downArrow: return top + 1
    case .upArrow: return top - 1
    case .pageDown: return top + page
    case .pageUp: return top - page
    case .home: return 0
    // Far past any text, yet room to add a page to without overflowing before it is kept
    // within the text.
    case .end: return Int.max / 2
    default: return top
    }
  }

  /// The modal key handler of a box: it scrolls `position` and calls `close` (then puts the
  /// position back at the top) on Escape or Return. Every key is the box's while it is up.
  static func handler(
    position: TextBoxPosition, invalidation: InvalidationFlag,
    close: @escaping @MainActor () -> Void
  ) -> @MainActor (KeyPress) -> KeyPress.Result {
    { key in
      if let top = apply(key, top: position.top) {
        let before = position.top
        position.scroll(to: top)
        if position.top != before { invalidation.raise() }
      } else {
        close()
        position.top = 0
        invalidation.raise()
      }
      return .handled
    }
  }
}
