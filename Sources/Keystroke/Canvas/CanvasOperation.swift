import KeystrokeTerminal

/// One drawing a ``GraphicsContext`` recorded, in the canvas's cells, with the clip shapes in
/// force when it was made.
enum CanvasOperation {
  /// The cells inside a path.
  case fill(Path, CanvasPaint, evenOdd: Bool, clips: [CanvasClip])
  /// The cells a path's lines pass through.
  case stroke(Path, CanvasPaint, clips: [CanvasClip])
  /// Styled text laid out in a rectangle of cells.
  case text(runs: [(String, CellStyle)], frame: CellRect, clips: [CanvasClip])
  /// The canvas's symbol at `index`, placed in a rectangle of cells.
  case symbol(index: Int, frame: CellRect, clips: [CanvasClip])
}
