import KeystrokeTerminal

extension ScreenBuffer {
  /// Changes the style of every cluster in `rect` (clipped to the grid), keeping its text: the
  /// cell-rectangle form of ``ScreenBuffer/restyle(x:y:width:height:_:)``.
  mutating func restyle(_ rect: CellRect, _ change: (ScreenCell, inout CellStyle) -> Void) {
    restyle(x: rect.x, y: rect.y, width: rect.width, height: rect.height, change)
  }
}
