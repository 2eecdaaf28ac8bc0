#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns successive ``ScreenBuffer`` frames into the bytes that update a terminal from one to
/// the next.
///
/// Each call to ``render(_:cursor:)`` compares the new frame with the last one rendered and
/// emits only the cells that changed, with the shortest cursor moves and the fewest SGR
/// parameters it can find, as one byte buffer: synchronized-output begin, cursor hide, the
/// changes, pen reset, cursor placement, synchronized-output end. The first frame, a frame of a
/// different size and the frame after ``invalidate()`` clear the screen and draw everything that
/// is not blank. When nothing changed the frame is empty and nothing should be written.
///
/// The renderer assumes autowrap is off (`CSI ? 7 l`) and that nobody else moves the cursor or
/// changes the pen between frames; call ``invalidate()`` if something did. It does no I/O and
/// reads no clock except in ``render(_:cursor:clock:)``.
public struct ScreenRenderer: Sendable {
  /// What the renderer assumes about the terminal.
  public var options: RenderOptions {
    didSet { if options != oldValue { invalidate() } }
  }
  /// The last frame rendered, or nil before the first frame or after ``invalidate()``.
  public private(set) var previous: ScreenBuffer?
  private var placedCursor: CursorRequest?
  private var cursorShown: Bool?
  private var cursorColumn: Int?
  private var cursorRow: Int?

  /// A renderer whose first frame will be a full repaint.
  public init(options: RenderOptions = RenderOptions()) {
    self.options = options
  }

  /// Forgets what the terminal shows, so the next frame repaints everything.
  public mutating func invalidate() {
    previous = nil
    placedCursor = nil
    cursorShown = nil
    cursorColumn = nil
    cursorRow = nil
  }

  /// The bytes that turn the last rendered frame into `next`, leaving the cursor as `cursor`
  /// asks. Pure: the result depends only on the renderer's state and the arguments.
  public mutating func render(_ next: ScreenBuffer, cursor: CursorRequest = .hidden)
    -> RenderedFrame
  {
    let cursor = clamp(cursor, to: next)
    let full = previous.map { $0.width != next.width || $0.height != next.height } ?? true
    var writer = EscapeWriter(capacity: full ? next.cells.count * 2 + 64 : 512)
    writer.column = cursorColumn
    writer.row = cursorRow
    if options.synchronizedOutput { writer.csi("?2026h") }
    if cursorShown != false { writer.csi("?25l") }
    var changed = 0
    if full {
      writer.csi("0m")
      writer.csi("H")
      writer.csi("2J")
      writer.column = 0
      writer.row = 0
      let blank = ScreenBuffer(width: next.width, height: next.height)
      changed = encodeChanges(from: blank, to: next, into: &writer)
    } else if let previous {
      changed = encodeChanges(from: previous, to: next, into: &writer)
    }
    if changed == 0 && !full && placedCursor == cursor {
      return RenderedFrame(
        bytes: [], stats: RenderStats(bytes: 0, changedCells: 0, isFullRepaint: false))
    }
    if writer.pen != .plain { writer.setPen(.plain) }
    if cursor.isVisible {
      writer.move(toColumn: cursor.x, row: cursor.y)
      writer.csi("?25h")
    }
    if options.synchronizedOutput { writer.csi("?2026l") }
    previous = next
    placedCursor = cursor
    cursorShown = cursor.isVisible
    cursorColumn = writer.column
    cursorRow = writer.row
    let stats = RenderStats(bytes: writer.bytes.count, changedCells: changed, isFullRepaint: full)
    return RenderedFrame(bytes: writer.bytes, stats: stats)
  }

  /// ``render(_:cursor:)`` with ``RenderStats/elapsed`` measured on `clock`.
  public mutating func render<C: Clock>(
    _ next: ScreenBuffer, cursor: CursorRequest = .hidden, clock: C
  ) -> RenderedFrame where C.Duration == Duration {
    let start = clock.now
    var frame = render(next, cursor: cursor)
    frame.stats.elapsed = start.duration(to: clock.now)
    return frame
  }

  private func clamp(_ cursor: CursorRequest, to screen: ScreenBuffer) -> CursorRequest {
    guard cursor.isVisible, screen.width > 0, screen.height > 0 else { return .hidden }
    return CursorRequest(
      x: min(max(0, cursor.x), screen.width - 1), y: min(max(0, cursor.y), screen.height - 1),
      isVisible: true)
  }

  /// The widest gap of unchanged cells printed again rather than moved over: three bytes,
  /// no more than the shortest relative move (`CSI C`, `CSI n C`).
  private static let longestReprintedGap = 3

  /// Whether `cell` prints as one byte in the pen's style, so it can be sent again as is.
  private static func reprintable(_ cell: ScreenCell, style: StyleID) -> Bool {
    cell.width == 1 && !cell.isUncertain && cell.style == style && cell.content.isOneByte
  }

  /// Prints the unchanged cells between the cursor and `column` on `row` again, when the
  /// cursor is on that row at most ``longestReprintedGap`` cells before it and every cell
  /// between is one byte in the style the pen was set from (`pen`): the bytes sent are then
  /// the cells themselves, no longer than the move over them, and the pen stays as it is.
  private static func reprintGap(
    before column: Int, row: Int, in cells: UnsafeBufferPointer<ScreenCell>, base: Int,
    pen: StyleID?, screenWidth: Int, into writer: inout EscapeWriter
  ) {
    guard let pen, writer.row == row, let at = writer.column, at < column,
      column - at <= longestReprintedGap
    else { return }
    for gap in at..<column where !reprintable(cells[base + gap], style: pen) { return }
    for gap in at..<column {
      writer.print(cells[base + gap].content, width: 1, uncertain: false, screenWidth: screenWidth)
    }
  }

  /// Emits every cell of `next` that differs from `old` (same size) and returns how many did.
  private func encodeChanges(
    from old: ScreenBuffer, to next: ScreenBuffer, into writer: inout EscapeWriter
  ) -> Int {
    let depth = options.colorDepth
    let newStyles = next.styles.styles.map { ColorDownsampler.resolve($0, depth: depth) }
    let oldStyles = old.styles.styles.map { ColorDownsampler.resolve($0, depth: depth) }
    let plain = CellStyle.plain
    // An identifier means the same thing in both tables when both tables hold the same style
    // under it (the usual case: the next frame's table grew from the previous one's).
    let shared = next.styles.styles.indices.map { index in
      index < old.styles.count && old.styles.styles[index] == next.styles.styles[index]
    }
    func sameStyle(_ lhs: StyleID, _ rhs: StyleID) -> Bool {
      let left = Int(lhs.rawValue)
      let right = Int(rhs.rawValue)
      if left == right, right < shared.count, shared[right] { return true }
      let oldStyle = left < oldStyles.count ? oldStyles[left] : plain
      let newStyle = right < newStyles.count ? newStyles[right] : plain
      return oldStyle == newStyle
    }
    func resolved(_ id: StyleID) -> CellStyle {
      let index = Int(id.rawValue)
      return index < newStyles.count ? newStyles[index] : plain
    }
    func same(_ lhs: ScreenCell, _ rhs: ScreenCell) -> Bool {
      // The same stored bytes: a cluster spelled another way is sent again, as it reads.
      lhs.width == rhs.width && lhs.content == rhs.content && sameStyle(lhs.style, rhs.style)
    }

    let width = next.width
    // When every identifier the next table shares with the old one means the same style, cells
    // identical in memory are the same (the converse does not hold), so an unchanged row is
    // passed over whole and an unchanged cell without being copied or compared field by field.
    let identifiersAgree = old.styles.count <= next.styles.count && !shared.contains(false)
    let memoryDecides = identifiersAgree && old.width == width
    let blank = ScreenCell.blank()
    var changed = 0
    // The identifier the pen was last set from: cells printed one after another mostly share
    // a style, and comparing identifiers is cheaper than comparing the styles they resolve to.
    var penStyle: StyleID?
    old.cells.withUnsafeBufferPointer { oldCells in
      next.cells.withUnsafeBufferPointer { newCells in
        guard let oldStart = oldCells.baseAddress, let newStart = newCells.baseAddress else {
          return
        }
        let identity = CellRowIdentity.Comparer()
        func unchanged(_ index: Int, count: Int) -> Bool {
          guard memoryDecides else { return false }
          return identity.same(oldStart + index, newStart + index)
            && (count == 1 || identity.same(oldStart + index + 1, newStart + index + 1))
        }
        for row in 0..<next.height {
          let base = row * width
          if memoryDecides,
            CellRowIdentity.same(oldStart + base, newStart + base, count: width)
          {
            continue
          }
          // Plain blanks, found in memory first, then blanks in any style that resolves to plain.
          var blankTail =
            width - CellRowIdentity.trailingCount(newStart + base, count: width, identicalTo: blank)
          while blankTail > 0 {
            let cell = newCells[base + blankTail - 1]
            guard cell.isSpace, resolved(cell.style) == plain else {
              break
            }
            blankTail -= 1
          }
          var column = 0
          while column < width {
            let index = base + column
            let cellWidth = newCells[index].width
            if cellWidth == 0 {
              column += 1
              continue
            }
            let span = cellWidth == 2 && column + 1 < width ? 2 : 1
            if unchanged(index, count: span) {
              column += Int(cellWidth)
              continue
            }
            let cell = newCells[index]
            var differs = !same(oldCells[index], cell)
            if !differs, span == 2 {
              differs = !same(oldCells[index + 1], newCells[index + 1])
            }
            if !differs {
              column += Int(max(1, cell.width))
              continue
            }
            if column >= blankTail && width - column > 3 {
              // Everything from here to the edge is blank: erase instead of printing spaces.
              // Only cells the old row held something in can have changed: its plain blank
              // tail reads the same as the new blanks (style 0 is plain in every table).
              let oldEnd =
                width
                - CellRowIdentity.trailingCount(oldStart + base, count: width, identicalTo: blank)
              for rest in column..<max(column, oldEnd) {
                let index = base + rest
                // Most cells erased held text: their storage alone tells them from a space.
                if identity.holdsAnotherCluster(oldStart + index, thanInline: newStart + index)
                  || (!unchanged(index, count: 1) && !same(oldCells[index], newCells[index]))
                {
                  changed += 1
                }
              }
              writer.move(toColumn: column, row: row)
              writer.setPen(plain)
              penStyle = nil
              writer.csi("K")
              break
            }
            changed += span
            // The usual changed cell: one ASCII byte in the pen's style, right where the cursor
            // is. Its byte is all there is to send; everything below would decide the same.
            if cell.style == penStyle,
              writer.printsInPlace(cell, column: column, row: row, screenWidth: width)
            {
              column += 1
              continue
            }
            Self.reprintGap(
              before: column, row: row, in: newCells, base: base, pen: penStyle,
              screenWidth: width, into: &writer)
            writer.move(toColumn: column, row: row)
            if cell.style != penStyle {
              writer.setPen(resolved(cell.style))
              penStyle = cell.style
            }
            writer.print(
              cell.content, width: Int(cell.width), uncertain: cell.isUncertain,
              screenWidth: width)
            column += Int(max(1, cell.width))
          }
        }
      }
    }
    return changed
  }
}
