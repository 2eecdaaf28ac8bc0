import Foundation
import KeystrokeTerminal

/// Paints a canvas's recorded drawings into the screen, within the visible part of its frame.
///
/// Paths are drawn by ``PathRaster``, as a ``Shape``'s path is, on a grid the size of the
/// canvas: a drawn cell is a block of its colour (``ShapeElement/filledStyle(_:)``); text is
/// laid out and drawn as a ``TextElement``, so a cell filled beneath it stays its background,
/// and a symbol's element is placed where it is drawn and draws itself.
@MainActor
struct CanvasPainter {
  /// The canvas's frame on screen.
  let frame: CellRect
  /// The elements of the canvas's symbols.
  let symbols: [Element]
  /// The part of the frame to paint, in the canvas's cells.
  let window: CellRect

  /// Paints `operation`.
  func paint(_ operation: CanvasOperation, into screen: inout ScreenBuffer) {
    switch operation {
    case .fill(let path, let paint, let evenOdd, let clips):
      let cells = PathRaster.fill(
        path, width: frame.width, height: frame.height, evenOdd: evenOdd, window: window)
      let shaded = paint.gradient.map { ($0, Self.cellBounds(of: path)) }
      paintCells(cells, clips: clips, into: &screen) { x, y in
        guard let (gradient, rect) = shaded else { return paint.color }
        return GraphicsContext.Filter.apply(
          paint.filters, to: gradient.color(x - rect.x, y - rect.y, in: rect))
      }
    case .stroke(let path, let paint, let clips):
      let cells = PathRaster.stroke(path, width: frame.width, height: frame.height, window: window)
      paintCells(cells, clips: clips, into: &screen) { _, _ in paint.color }
    case .text(let runs, let textFrame, let clips):
      let element = TextElement(runs: runs, lineLimit: nil, alignment: .leading)
      drawElement(element, in: textFrame, clips: clips, into: &screen)
    case .symbol(let index, let symbolFrame, let clips):
      drawElement(symbols[index], in: symbolFrame, clips: clips, into: &screen)
    }
  }

  /// Which cells of the window `clips` let through, row by row; `nil` when there are none.
  private func mask(_ clips: [CanvasClip], in area: CellRect) -> [Bool]? {
    guard !clips.isEmpty else { return nil }
    var mask = Array(repeating: true, count: area.width * area.height)
    for clip in clips {
      let through = clip.mask(width: frame.width, height: frame.height, window: area)
      for index in mask.indices where !through[index] { mask[index] = false }
    }
    return mask
  }

  /// Paints each marked cell of the window that the clips let through in the colour `color`
  /// gives for it (by its place in the canvas); a cell given no colour is left as it was.
  private func paintCells(
    _ cells: [Bool], clips: [CanvasClip], into screen: inout ScreenBuffer,
    color: (Int, Int) -> TerminalColor?
  ) {
    let mask = mask(clips, in: window)
    var styles: [TerminalColor: StyleID] = [:]
    for row in 0..<window.height {
      for column in 0..<window.width {
        let index = row * window.width + column
        guard cells[index], mask?[index] ?? true else { continue }
        let x = window.x + column
        let y = window.y + row
        guard let shade = color(x, y) else { continue }
        let style =
          styles[shade]
          ?? {
            let id = screen.intern(ShapeElement.filledStyle(shade))
            styles[shade] = id
            return id
          }()
        screen.fill(x: frame.x + x, y: frame.y + y, width: 1, height: 1, style: style)
      }
    }
  }

  /// Places `element` in `textFrame` (in the canvas's cells) and draws it, only in the cells
  /// of the window the clips let through.
  private func drawElement(
    _ element: Element, in textFrame: CellRect, clips: [CanvasClip],
    into screen: inout ScreenBuffer
  ) {
    let area = textFrame.intersection(window)
    guard area.width > 0, area.height > 0 else { return }
    _ = element.sizeThatFits(SizeProposal(width: textFrame.width, height: textFrame.height))
    element.place(
      in: CellRect(
        x: frame.x + textFrame.x, y: frame.y + textFrame.y, width: textFrame.width,
        height: textFrame.height))
    guard let mask = mask(clips, in: area) else {
      element.draw(into: &screen, clip: area.offsetBy(frame))
      return
    }
    // Each row's runs of cells the clips let through are drawn as a clip of their own.
    for row in 0..<area.height {
      var column = 0
      while column < area.width {
        guard mask[row * area.width + column] else {
          column += 1
          continue
        }
        let start = column
        while column < area.width, mask[row * area.width + column] { column += 1 }
        let piece = CellRect(x: area.x + start, y: area.y + row, width: column - start, height: 1)
        element.draw(into: &screen, clip: piece.offsetBy(frame))
      }
    }
  }

  /// The cells a path's bounding rectangle covers, which a gradient spans.
  nonisolated static func cellBounds(of path: Path) -> CellRect {
    let bounds = path.boundingRect
    guard !bounds.isNull, bounds.minX.isFinite, bounds.maxX.isFinite, bounds.minY.isFinite,
      bounds.maxY.isFinite
    else { return CellRect(x: 0, y: 0, width: 1, height: 1) }
    func clamped(_ value: CGFloat) -> Int { Int(max(-1_000_000, min(1_000_000, value))) }
    let x = clamped(bounds.minX.rounded(.down))
    let y = clamped(bounds.minY.rounded(.down))
    return CellRect(
      x: x, y: y, width: max(1, clamped(bounds.maxX.rounded(.up)) - x),
      height: max(1, clamped(bounds.maxY.rounded(.up)) - y))
  }
}

extension CellRect {
  /// This rectangle, given in a frame's own cells, in the screen's.
  fileprivate func offsetBy(_ frame: CellRect) -> CellRect {
    CellRect(x: x + frame.x, y: y + frame.y, width: width, height: height)
  }
}
