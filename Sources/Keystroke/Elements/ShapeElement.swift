import Foundation
import KeystrokeTerminal

/// A shape drawn on cells (see ``Shape``): a box of box-drawing lines or solid cells for the
/// standard shapes, the cells of its path for others.
///
/// A filled cell is a space in reverse video with the colour as both foreground and background,
/// so it shows the colour where the terminal has colours, and a solid block of the text colour
/// without them (`NO_COLOR`). Text drawn over it keeps the colour as its background. A rounded
/// corner of a filled box at least 2×2 is a quadrant block (`▗▖▝▘`) in the colour. Without a
/// colour (`Color.clear`) the shape takes its space and draws nothing.
@MainActor
final class ShapeElement: Element {
  override var drawReadsOnlyOwnValues: Bool { true }

  let drawing: ShapeCellDrawing
  let color: TerminalColor?
  /// For a shape filled with a gradient, the colour of each filled cell by its place in the
  /// drawn rectangle; its lines take ``color``, the gradient's middle colour.
  let shading: GradientShading?
  let evenOdd: Bool
  let size: @MainActor (ProposedViewSize) -> CGSize

  init(
    drawing: ShapeCellDrawing, color: TerminalColor?, shading: GradientShading? = nil,
    evenOdd: Bool, size: @escaping @MainActor (ProposedViewSize) -> CGSize
  ) {
    self.drawing = drawing
    self.color = color
    self.shading = shading
    self.evenOdd = evenOdd
    self.size = size
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    let wanted = size(ProposedViewSize(proposal))
    return CellSize(
      width: Cells.count(wanted.width.isNaN ? 0 : wanted.width),
      height: Cells.count(wanted.height.isNaN ? 0 : wanted.height))
  }

  override func expands(along axis: Axis) -> Bool { true }

  /// The rectangle the shape is drawn in: the frame less the inset, for a circle the centred
  /// part about as wide as tall on screen.
  func drawnRect() -> CellRect {
    let inset = drawing.inset.isFinite ? Int(drawing.inset.rounded()) : 0
    var rect = CellRect(
      x: frame.x + inset, y: frame.y + inset, width: max(0, frame.width - 2 * inset),
      height: max(0, frame.height - 2 * inset))
    if drawing.isCircular {
      let width = min(rect.width, 2 * rect.height)
      let height = min(rect.height, (rect.width + 1) / 2)
      rect = CellRect(
        x: rect.x + (rect.width - width) / 2, y: rect.y + (rect.height - height) / 2,
        width: width, height: height)
    }
    return rect
  }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    let rect = drawnRect()
    guard let color, rect.width > 0, rect.height > 0 else { return }
    switch drawing.outline {
    case .box(let corners, _):
      if let stroke = drawing.stroke {
        strokeBox(rect, corners: corners, stroke: stroke, color: color, clip: clip, into: &screen)
      } else {
        fillBox(rect, corners: corners, color: color, clip: clip, into: &screen)
      }
    case .path(let makePath):
      // Only the visible cells are worked out: a huge frame costs no more than the screen.
      let visible = rect.intersection(clip)
      guard visible.width > 0, visible.height > 0 else { return }
      let window = CellRect(
        x: visible.x - rect.x, y: visible.y - rect.y, width: visible.width,
        height: visible.height)
      let path = makePath(CGRect(x: 0, y: 0, width: rect.width, height: rect.height))
      let cells =
        drawing.stroke == nil
        ? PathRaster.fill(
          path, width: rect.width, height: rect.height, evenOdd: evenOdd, window: window)
        : PathRaster.stroke(path, width: rect.width, height: rect.height, window: window)
      let style = screen.intern(Self.filledStyle(color))
      let edge = drawing.stroke.flatMap { stroke in
        drawing.boxGlyphs.map {
          BoxOutline.Glyphs.stroke(corners: $0, heavy: stroke.isHeavy, dashed: stroke.isDashed)
        }
      }
      let lineStyle = CellStyle(foreground: color)
      for row in 0..<visible.height {
        for column in 0..<visible.width where cells[row * visible.width + column] {
          let x = visible.x + column
          let y = visible.y + row
          if let edge, let glyph = Self.edgeGlyph(edge, x: x, y: y, in: rect) {
            screen.write(glyph, x: x, y: y, style: lineStyle)
          } else if let shading, drawing.stroke == nil {
            guard let shade = shading.color(x - rect.x, y - rect.y, in: rect) else { continue }
            screen.fill(
              x: x, y: y, width: 1, height: 1, style: screen.intern(Self.filledStyle(shade)))
          } else {
            screen.fill(x: x, y: y, width: 1, height: 1, style: style)
          }
        }
      }
    }
  }

  /// The box glyph for the cell at `x`, `y` on the edge of `rect`, or `nil` inside it.
  private static func edgeGlyph(_ glyphs: BoxOutline.Glyphs, x: Int, y: Int, in rect: CellRect)
    -> String?
  {
    let left = x == rect.x
    let right = x == rect.maxX - 1
    let top = y == rect.y
    let bottom = y == rect.maxY - 1
    switch (left, right, top, bottom) {
    case (true, false, true, false): return glyphs.topLeading
    case (false, true, true, false): return glyphs.topTrailing
    case (true, false, false, true): return glyphs.bottomLeading
    case (false, true, false, true): return glyphs.bottomTrailing
    case (_, _, true, _), (_, _, _, true): return glyphs.horizontal
    case (true, _, _, _), (_, true, _, _): return glyphs.vertical
    default: return nil
    }
  }

  /// The style of a cell filled with `color`.
  static func filledStyle(_ color: TerminalColor) -> CellStyle {
    CellStyle(foreground: color, background: color, attributes: .reverse)
  }

  private func fillBox(
    _ rect: CellRect, corners: BoxCorners, color: TerminalColor, clip: CellRect,
    into screen: inout ScreenBuffer
  ) {
    let visible = rect.intersection(clip)
    guard visible.width > 0, visible.height > 0 else { return }
    if let shading {
      for y in visible.y..<visible.maxY {
        for x in visible.x..<visible.maxX {
          guard let shade = shading.color(x - rect.x, y - rect.y, in: rect) else { continue }
          screen.fill(
            x: x, y: y, width: 1, height: 1, style: screen.intern(Self.filledStyle(shade)))
        }
      }
    } else {
      screen.fill(
        x: visible.x, y: visible.y, width: visible.width, height: visible.height,
        style: screen.intern(Self.filledStyle(color)))
    }
    guard rect.width >= 2, rect.height >= 2 else { return }
    func corner(_ isRounded: Bool, _ glyph: String, _ x: Int, _ y: Int) {
      guard isRounded, clip.contains(x: x, y: y) else { return }
      let shade = shading.map { $0.color(x - rect.x, y - rect.y, in: rect) } ?? color
      // A transparent corner of a gradient leaves the cell as it was.
      guard let shade else { return }
      screen.write(glyph, x: x, y: y, style: CellStyle(foreground: shade))
    }
    corner(corners.topLeading, "▗", rect.x, rect.y)
    corner(corners.topTrailing, "▖", rect.maxX - 1, rect.y)
    corner(corners.bottomLeading, "▝", rect.x, rect.maxY - 1)
    corner(corners.bottomTrailing, "▘", rect.maxX - 1, rect.maxY - 1)
  }

  private func strokeBox(
    _ rect: CellRect, corners: BoxCorners, stroke: StrokeStyle, color: TerminalColor,
    clip: CellRect, into screen: inout ScreenBuffer
  ) {
    let glyphs = BoxOutline.Glyphs.stroke(
      corners: corners, heavy: stroke.isHeavy, dashed: stroke.isDashed)
    let style = CellStyle(foreground: color)
    if rect.width >= 2, rect.height >= 2 {
      BoxOutline.draw(rect, style: style, clip: clip, glyphs: glyphs, into: &screen)
      return
    }
    // One row or one column: the box's two edges meet in one line.
    let glyph = rect.height == 1 ? glyphs.horizontal : glyphs.vertical
    let visible = rect.intersection(clip)
    for y in visible.y..<visible.maxY {
      for x in visible.x..<visible.maxX { screen.write(glyph, x: x, y: y, style: style) }
    }
  }
}
