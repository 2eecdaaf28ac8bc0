import KeystrokeTerminal

/// How focus and selection look, in one place so every control agrees.
///
/// The focused control, and the selected row of the list that has focus, is a bar in the accent
/// colour with bright white text. It is drawn in reverse video (the accent as the text colour,
/// white as the background), so without colours (`NO_COLOR`) it is still a plain reversed bar.
/// The selected row of a list that does not have focus keeps its place without the bar: its
/// text is bold, underlined and in the accent colour, so it reads as "selected, elsewhere" in
/// every colour mode.
enum SelectionHighlight {
  /// Which mark to give.
  enum Mark {
    /// The focused control or the focused list's selected row.
    case focused
    /// The selected row of a list without focus.
    case inactive
  }

  /// A cell's style with the mark applied; `keepsColor` leaves a cell's own colour (a
  /// destructive button stays red) where it has one.
  static func style(
    _ style: CellStyle, _ mark: Mark, tint: TerminalColor, keepsColor: Bool = false
  ) -> CellStyle {
    var marked = style
    if !keepsColor || marked.foreground == .default {
      marked.foreground = mark == .focused ? tint : readableText(tint)
    }
    switch mark {
    case .focused:
      marked.background = .ansi(15)
      marked.attributes.insert(.reverse)
    case .inactive:
      marked.attributes.formUnion([.bold, .underline])
    }
    return marked
  }

  /// The accent as a text colour: one of the eight base colours becomes its bright variant,
  /// which stays readable on dark backgrounds (plain blue text on black is hard to read).
  static func readableText(_ tint: TerminalColor) -> TerminalColor {
    if case .ansi(let index) = tint, (1..<8).contains(index) { return .ansi(index + 8) }
    return tint
  }

  /// Applies the mark to every cell of `rect` that `screen` holds.
  static func apply(
    _ mark: Mark, to rect: CellRect, in screen: inout ScreenBuffer, tint: TerminalColor,
    keepsColor: Bool = false
  ) {
    guard mark == .inactive else {
      screen.restyle(rect) { cellStyle in
        cellStyle = style(cellStyle, mark, tint: tint, keepsColor: keepsColor)
      }
      return
    }
    screen.restyle(rect) { cell, cellStyle in
      cellStyle = style(cellStyle, mark, tint: tint, keepsColor: keepsColor)
      // Underline the text of an inactive selection, not the blanks between it.
      if cell.isSpace { cellStyle.attributes.remove(.underline) }
    }
  }
}
