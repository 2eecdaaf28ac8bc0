/// The terminal glyphs that stand in for SF Symbols.
///
/// A terminal cannot draw SF Symbols, so `Image(systemName:)` looks the name up here. Every glyph
/// is one column wide. A name that is not in the table is tried again without its trailing
/// variant parts (`.fill`, `.circle`, `.square`, …), so `star.circle.fill` finds `star`. A name
/// that still matches nothing is drawn as ``fallback``.
enum SymbolGlyphs {
  /// What an unknown symbol name is drawn as.
  static let fallback = "•"

  /// The glyph for each known symbol name.
  static let table: [String: String] = [
    "timer": "◴", "clock": "◷", "stopwatch": "◴", "hourglass": "⧗", "alarm": "◷",
    "calendar": "▦", "list.bullet": "☰", "list.dash": "☰", "list.number": "☰",
    "line.3.horizontal": "☰", "ellipsis": "…", "ellipsis.circle": "⋯",
    "folder": "▤", "folder.fill": "▤", "doc": "▯", "doc.text": "▯", "note.text": "▯",
    "gear": "⚙", "gearshape": "⚙", "slider.horizontal.3": "⚙",
    "magnifyingglass": "⌕", "plus": "+", "minus": "−", "trash": "⌧",
    "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥",
    "checkmark": "✓", "xmark": "✕", "multiply": "✕",
    "chevron.left": "‹", "chevron.right": "›", "chevron.up": "˄", "chevron.down": "˅",
    "arrow.left": "←", "arrow.right": "→", "arrow.up": "↑", "arrow.down": "↓",
    "arrow.clockwise": "↻", "arrow.counterclockwise": "↺", "arrow.uturn.backward": "↶",
    "house": "⌂", "person": "☺", "person.2": "☺", "person.crop.circle": "☺",
    "bell": "⍾", "envelope": "✉", "paperplane": "➤", "pencil": "✎",
    "square.and.pencil": "✎", "square.and.arrow.up": "⇪", "square.and.arrow.down": "⇩",
    "tag": "⌗", "number": "#", "bookmark": "⚑", "flag": "⚑", "link": "∞",
    "info": "ℹ", "info.circle": "ℹ", "questionmark": "?", "exclamationmark": "!",
    "exclamationmark.triangle": "⚠", "play": "▶", "play.fill": "▶", "pause": "‖",
    "stop": "■", "circle": "○", "circle.fill": "●", "square": "□", "square.fill": "■",
    "square.grid.2x2": "⊞", "sidebar.left": "▌", "sun.max": "☼", "moon": "☾",
    "cloud": "☁", "bolt": "ϟ", "globe": "◍", "lock": "⊡", "key": "⚷", "eye": "◉",
    "chart.bar": "▇", "tray": "▭", "archivebox": "▭", "keyboard": "⌨", "command": "⌘",
    "option": "⌥", "shift": "⇧", "control": "⌃", "return": "⏎", "delete.left": "⌫",
    "escape": "⎋", "fork.knife": "⑂", "cart": "⊻", "book": "▥", "graduationcap": "⌂",
    "target": "◎", "scope": "◎", "figure.run": "☈", "leaf": "❦", "flame": "♨",
  ]

  /// The variant suffixes dropped, last first, when a name is not in the table.
  private static let variants: Set<String> = [
    "fill", "circle", "square", "rectangle", "slash", "badge", "2", "3", "horizontal",
  ]

  /// The glyph for a symbol name, or ``fallback``.
  static func glyph(for name: String) -> String {
    var parts = name.split(separator: ".").map(String.init)
    while !parts.isEmpty {
      if let glyph = table[parts.joined(separator: ".")] { return glyph }
      guard let last = parts.last, variants.contains(last) else { break }
      parts.removeLast()
    }
    return fallback
  }
}
