import KeystrokeTerminal

extension ScreenBuffer {
  /// Changes the style of every cluster in `rect` (clipped to the grid), keeping its text: the
  /// cell-rectangle form of ``ScreenBuffer/restyle(x:y:width:height:_:)``.
  mutating func restyle(_ rect: CellRect, _ change: (ScreenCell, inout CellStyle) -> Void) {
    restyle(x: rect.x, y: rect.y, width: rect.width, height: rect.height, change)
  }

  /// Changes the style of every cluster in `rect` with a change that reads only the style: the
  /// cell-rectangle form of ``ScreenBuffer/restyle(x:y:width:height:styles:)``.
  mutating func restyle(_ rect: CellRect, styles change: (inout CellStyle) -> Void) {
    restyle(x: rect.x, y: rect.y, width: rect.width, height: rect.height, styles: change)
  }
}
