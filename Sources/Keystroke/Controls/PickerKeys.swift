/// What a key does to a picker, and which of its options an open picker shows.
enum PickerKeys {
  /// A picker's response to a key.
  enum Action: Equatable {
    case ignore
    case open(highlight: Int)
    case highlight(Int)
    /// Highlight the next option whose title starts with the text (type-select).
    case find(String)
    case choose(Int)
    case close
  }

  /// The action for `key`, given whether the options are open, the selected option, the
  /// highlighted one, how many there are and how many an open picker shows at once.
  ///
  /// Open, ↑/↓ move the highlight by one, Page Up/Page Down by a window, Home/End to the ends,
  /// and a letter or digit to the next option whose title starts with it (pressed again, to
  /// the one after), as a menu's type-select does.
  ///
  /// While letters are being typed (`typing`), Space is typed too, so a title with a space in
  /// it can be found; the picker chooses with it when nothing matches that way.
  static func action(
    for key: KeyPress, isOpen: Bool, selected: Int?, highlighted: Int, count: Int,
    window: Int = PickerState.visibleOptions, typing: Bool = false
  ) -> Action {
    guard count > 0 else { return .ignore }
    let current = min(max(0, highlighted), count - 1)
    if isOpen {
      // Typed text (a capital may arrive as Shift and its letter); Space only after letters.
      if key.isTyping, key.key != .space, key.characters.first?.isWhitespace == false {
        return .find(key.characters)
      }
      if typing, key.key == .space, key.modifiers.isEmpty { return .find(" ") }
      guard key.modifiers.isEmpty else { return .ignore }
      switch key.key {
      case .upArrow: return .highlight(max(0, current - 1))
      case .downArrow: return .highlight(min(count - 1, current + 1))
      case .pageUp: return .highlight(max(0, current - max(1, window)))
      case .pageDown: return .highlight(min(count - 1, current + max(1, window)))
      case .home: return .highlight(0)
      case .end: return .highlight(count - 1)
      case .space, .return: return .choose(current)
      case .escape: return .close
      default: return .ignore
      }
    }
    guard key.modifiers.isEmpty else { return .ignore }
    switch key.key {
    case .leftArrow: return .choose(max(0, (selected ?? 0) - 1))
    case .rightArrow: return .choose(selected.map { min(count - 1, $0 + 1) } ?? 0)
    case .space, .return: return .open(highlight: selected ?? 0)
    default: return .ignore
    }
  }

  /// The first option shown when the options open on `highlighted`: the window centred on it
  /// where the list allows, as a pop-up menu opens over the selected item.
  static func top(opening highlighted: Int, window: Int, count: Int) -> Int {
    max(0, min(count - window, highlighted - window / 2))
  }

}
