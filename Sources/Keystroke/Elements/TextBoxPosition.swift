/// How far a box of wrapped text (``PaletteRows/textPosition``) is scrolled: the first line shown,
/// set by its keys, and the last first line there can be, learned when the box was drawn at
/// its width and height.
/// Drawn and scrolled on the main thread only, like the rest of the app's state.
final class TextBoxPosition {
  /// The first line shown (kept within ``maxTop`` by the keys and when drawn).
  var top = 0
  /// The largest ``top`` that still fills the box, as of the last drawing.
  var maxTop = Int.max

  /// Moves ``top`` to `line`, within `0...maxTop`.
  func scroll(to line: Int) { top = max(0, min(line, maxTop)) }
}
