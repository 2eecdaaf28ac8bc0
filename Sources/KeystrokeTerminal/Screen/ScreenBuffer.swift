/// A grid of ``ScreenCell``s, `width × height`, stored row by row in one flat array, with the
/// ``StyleTable`` its cells refer to.
///
/// Writing keeps the grid consistent: text is clipped at the right edge (or a given limit), a
/// wide cluster is never split (one that does not fit becomes a space), and overwriting half of
/// an existing wide cluster turns its other half into a space.
public struct ScreenBuffer: Sendable, Equatable {
  /// Columns.
  public private(set) var width: Int
  /// Rows.
  public private(set) var height: Int
  /// All cells, row-major: the cell at column `x`, row `y` is at `y * width + x`.
  public internal(set) var cells: [ScreenCell]
  /// The styles the cells refer to.
  public private(set) var styles: StyleTable
  /// Whether a cell may hold a cluster kept in a box (see ``GraphemeStorage``): set when one
  /// is written, unset when the buffer is cleared. While it is unset every cell is nothing but
  /// its bytes, so clearing copies blanks over them without looking at what they held.
  var mayHoldBoxedClusters = false

  /// A blank buffer; negative sizes are treated as zero.
  public init(width: Int, height: Int, styles: StyleTable = StyleTable()) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.styles = styles
    self.cells = Array(repeating: .blank(), count: self.width * self.height)
  }

  /// Buffers are equal when they are the same size and hold the same cells and styles.
  public static func == (lhs: ScreenBuffer, rhs: ScreenBuffer) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height && lhs.cells == rhs.cells
      && lhs.styles == rhs.styles
  }

  /// The cell at column `x`, row `y`; a blank plain cell outside the grid.
  public subscript(x: Int, y: Int) -> ScreenCell {
    guard x >= 0, y >= 0, x < width, y < height else { return .blank() }
    return cells[y * width + x]
  }

  /// The style identifier of the cell at column `x`, row `y` (plain outside the grid), read
  /// without copying the cell.
  public func styleID(x: Int, y: Int) -> StyleID {
    guard x >= 0, y >= 0, x < width, y < height else { return .plain }
    return cells[y * width + x].style
  }

  /// The style of the cell at column `x`, row `y`.
  public func style(x: Int, y: Int) -> CellStyle { styles[self[x, y].style] }

  /// The identifier for `style`, interning it in this buffer's table.
  public mutating func intern(_ style: CellStyle) -> StyleID { styles.intern(style) }

  /// Writes `text` starting at column `x` of row `y` in `style` and returns the column after
  /// the last cluster written. Control characters are drawn as U+FFFD; zero-width clusters are
  /// skipped. Nothing is written at or beyond `limit` (default: the right edge) or left of 0.
  @discardableResult
  public mutating func write(
    _ text: some StringProtocol, x: Int, y: Int, style: StyleID = .plain, limit: Int? = nil
  ) -> Int {
    writeClusters(text, x: x, y: y, style: style, limit: limit)
  }

  /// Writes `text`, part of a longer string (a line of a document), straight from it, as
  /// ``write(_:x:y:style:limit:)`` does. Spelled for `Substring` so that a caller in another
  /// module reads its characters through code made for a substring, not a generic one.
  @discardableResult
  public mutating func write(
    _ text: Substring, x: Int, y: Int, style: StyleID = .plain, limit: Int? = nil
  ) -> Int {
    writeClusters(text, x: x, y: y, style: style, limit: limit)
  }

  /// Writes `text` in `style`, interning the style first. See ``write(_:x:y:style:limit:)``.
  @discardableResult
  public mutating func write(
    _ text: Substring, x: Int, y: Int, style: CellStyle, limit: Int? = nil
  ) -> Int {
    let id = intern(style)
    return writeClusters(text, x: x, y: y, style: id, limit: limit)
  }

  /// The writing behind ``write(_:x:y:style:limit:)``, made for each kind of string it is
  /// called with in this module.
  private mutating func writeClusters(
    _ text: some StringProtocol, x: Int, y: Int, style: StyleID, limit: Int?
  ) -> Int {
    var column = x
    guard y >= 0, y < height else { return column + GraphemeWidth.columns(of: text) }
    let end = min(width, limit ?? width)
    for character in text {
      let step = write(character, x: column, y: y, style: style, end: end)
      column = step.column
      if step.isFull { break }
    }
    return column
  }

  /// Writes one printable ASCII character (0x20–0x7E) at column `x` of row `y` and returns
  /// the next column and whether the row is full, as ``write(_:x:y:style:end:measured:)`` does;
  /// any other byte is written as that method writes it.
  public mutating func write(
    ascii byte: UInt8, x column: Int, y: Int, style: StyleID, end: Int
  ) -> (column: Int, isFull: Bool) {
    guard byte >= 0x20, byte < 0x7F else {
      return write(Character(Unicode.Scalar(byte)), x: column, y: y, style: style, end: end)
    }
    if column >= min(end, width) { return (column, true) }
    if column >= 0 {
      put(
        ScreenCell(content: GraphemeStorage(ascii: byte), width: 1, style: style),
        x: column, y: y)
    }
    return (column + 1, false)
  }

  /// Writes one grapheme cluster at column `x` of row `y` (which must be on the grid) and
  /// returns the column after what it wrote, and whether the row is full there: at or past
  /// `end`, or a cluster that did not fit and left a space. Follows the rules of
  /// ``write(_:x:y:style:limit:)``. A caller that has already measured the cluster passes
  /// `measured`, which is trusted when it is wider than zero (a control character measures zero).
  public mutating func write(
    _ character: Character, x column: Int, y: Int, style: StyleID, end: Int,
    measured known: GraphemeWidth? = nil
  ) -> (column: Int, isFull: Bool) {
    let ascii = character.asciiValue
    if let ascii, ascii >= 0x20, ascii < 0x7F {
      return write(ascii: ascii, x: column, y: y, style: style, end: end)
    }
    var measured: GraphemeWidth
    var grapheme = String(character)
    if let known, known.columns > 0 {
      measured = known
    } else if ascii != nil || character.unicodeScalars.first.map(GraphemeWidth.isControl) == true {
      // The rest of ASCII, and C1, are control characters.
      grapheme = "\u{FFFD}"
      measured = GraphemeWidth(columns: 1)
    } else {
      measured = GraphemeWidth(character)
    }
    let columns = measured.columns
    if columns == 0 { return (column, false) }
    if column >= min(end, width) { return (column, true) }
    if column < 0 {
      // A wide cluster straddling the left edge leaves its visible half as a space.
      for visible in 0..<max(0, column + columns) { put(.blank(style), x: visible, y: y) }
      return (column + columns, false)
    }
    if column + columns > min(end, width) {
      put(.blank(style), x: column, y: y)
      return (column + 1, true)
    }
    put(
      ScreenCell(
        grapheme: grapheme, width: UInt8(columns), style: style, isUncertain: measured.isUncertain),
      x: column, y: y)
    return (column + columns, false)
  }

  /// Writes `text` in `style`, interning the style first. See ``write(_:x:y:style:limit:)``.
  @discardableResult
  public mutating func write(
    _ text: some StringProtocol, x: Int, y: Int, style: CellStyle, limit: Int? = nil
  ) -> Int {
    let id = intern(style)
    return write(text, x: x, y: y, style: id, limit: limit)
  }

  /// Changes the style of every cluster in a rectangle (clipped to the grid), keeping its text:
  /// `change` gets each cluster's cell and style and edits the style; the second column of a
  /// wide cluster takes the same style. A cluster whose first column lies left of the rectangle
  /// is left alone. Unlike writing the text again, nothing is measured or copied.
  public mutating func restyle(
    x: Int, y: Int, width rectWidth: Int, height rectHeight: Int,
    _ change: (ScreenCell, inout CellStyle) -> Void
  ) {
    restyleClusters(x: x, y: y, width: rectWidth, height: rectHeight) { cell, styles in
      var style = styles[cell.style]
      change(cell, &style)
      return styles.intern(style)
    }
  }

  /// Changes the style of every cluster in a rectangle as ``restyle(x:y:width:height:_:)``
  /// does, with a change that reads nothing but the style: each distinct style in the
  /// rectangle is changed and interned once, not once a cell.
  public mutating func restyle(
    x: Int, y: Int, width rectWidth: Int, height rectHeight: Int,
    styles change: (inout CellStyle) -> Void
  ) {
    // A rectangle holds a few styles: a short list beats hashing.
    var changedFrom: [StyleID] = []
    var changedTo: [StyleID] = []
    restyleClusters(x: x, y: y, width: rectWidth, height: rectHeight) { cell, styles in
      if let known = changedFrom.firstIndex(of: cell.style) { return changedTo[known] }
      var style = styles[cell.style]
      change(&style)
      let id = styles.intern(style)
      changedFrom.append(cell.style)
      changedTo.append(id)
      return id
    }
  }

  /// Gives each cluster in a rectangle (clipped to the grid) the style `restyled` returns for
  /// it, its wide cluster's second column too; a cluster starting left of the rectangle is
  /// left alone.
  private mutating func restyleClusters(
    x: Int, y: Int, width rectWidth: Int, height rectHeight: Int,
    _ restyled: (ScreenCell, inout StyleTable) -> StyleID
  ) {
    let (rows, columns) = clipped(x: x, y: y, width: rectWidth, height: rectHeight)
    for row in rows {
      for column in columns {
        let index = row * width + column
        let cell = cells[index]
        guard !cell.isContinuation else { continue }
        let id = restyled(cell, &styles)
        cells[index].style = id
        if cell.width == 2, column + 1 < width { cells[index + 1].style = id }
      }
    }
  }

  /// Fills a rectangle (clipped to the grid) with spaces in `style`.
  public mutating func fill(
    x: Int, y: Int, width fillWidth: Int, height fillHeight: Int,
    style: StyleID = .plain
  ) {
    fill(" ", x: x, y: y, width: fillWidth, height: fillHeight, style: style)
  }

  /// Fills a rectangle (clipped to the grid) with one character of one column (a rule's `─`,
  /// a scroll bar's `│`), measured once rather than once a cell. A character that is not one
  /// column wide is written cluster by cluster along each row, as
  /// ``write(_:x:y:style:limit:)`` would.
  public mutating func fill(
    _ character: Character, x: Int, y: Int, width fillWidth: Int, height fillHeight: Int = 1,
    style: StyleID
  ) {
    let measured = GraphemeWidth(character)
    let (rows, columns) = clipped(x: x, y: y, width: fillWidth, height: fillHeight)
    guard measured.columns == 1 else {
      for row in rows {
        var column = x
        while column < x + fillWidth {
          let step = write(character, x: column, y: row, style: style, end: x + fillWidth)
          // A zero-width character writes nothing; the fill still moves on.
          if step.isFull || step.column <= column { break }
          column = step.column
        }
      }
      return
    }
    let cell = ScreenCell(
      grapheme: String(character), width: 1, style: style, isUncertain: measured.isUncertain)
    for row in rows {
      for column in columns { put(cell, x: column, y: row) }
    }
  }

  /// The rows and columns of a rectangle that lie on the grid (empty ranges when none do).
  private func clipped(x: Int, y: Int, width rectWidth: Int, height rectHeight: Int)
    -> (rows: Range<Int>, columns: Range<Int>)
  {
    let left = max(0, x)
    let top = max(0, y)
    return (
      top..<max(top, min(height, y + rectHeight)), left..<max(left, min(width, x + rectWidth))
    )
  }

  /// Makes every cell a plain space and takes `styles` as the style table, so a buffer can be
  /// drawn into again instead of allocating a new one.
  public mutating func reset(styles: StyleTable) {
    self.styles = styles
    clear()
  }

  /// Copies the cells in `rows` × `columns` from `other`, a buffer of the same size whose
  /// style identifiers this one's table also holds (the last frame, whose styles a new frame
  /// starts from): a region that would be drawn the same way again is taken as it was.
  /// Cells outside the grid are left out; buffers of another size copy nothing.
  public mutating func copyCells(
    rows: Range<Int>, columns: Range<Int>, from other: ScreenBuffer
  ) {
    guard other.width == width, other.height == height else { return }
    let rows = rows.clamped(to: 0..<height)
    let columns = columns.clamped(to: 0..<width)
    guard !columns.isEmpty else { return }
    for row in rows {
      let start = row * width + columns.lowerBound
      let end = row * width + columns.upperBound
      cells.replaceSubrange(start..<end, with: other.cells[start..<end])
    }
    if other.mayHoldBoxedClusters { mayHoldBoxedClusters = true }
  }

  /// Makes every cell a space in `style`, keeping the style table.
  public mutating func clear(style: StyleID = .plain) {
    let blank = ScreenCell.blank(style)
    if mayHoldBoxedClusters {
      cells.withUnsafeMutableBufferPointer { CellRowIdentity.assign(blank, to: $0) }
    } else {
      cells.withUnsafeMutableBufferPointer { CellRowIdentity.copy(blank, overBoxFree: $0) }
    }
    mayHoldBoxedClusters = false
  }

  /// Changes the size, keeping the top-left content; a wide cluster cut by the new right edge
  /// becomes a space. Negative sizes are treated as zero.
  public mutating func resize(width newWidth: Int, height newHeight: Int) {
    let newWidth = max(0, newWidth)
    let newHeight = max(0, newHeight)
    guard newWidth != width || newHeight != height else { return }
    var resized = Array(repeating: ScreenCell.blank(), count: newWidth * newHeight)
    let keptWidth = min(width, newWidth)
    for row in 0..<min(height, newHeight) {
      for column in 0..<keptWidth {
        resized[row * newWidth + column] = cells[row * width + column]
      }
      if keptWidth > 0, keptWidth < width {
        let last = row * newWidth + keptWidth - 1
        if resized[last].width == 2 { resized[last] = .blank(resized[last].style) }
      }
    }
    cells = resized
    width = newWidth
    height = newHeight
  }

  /// The rows as text: clusters joined, continuations skipped, trailing spaces trimmed.
  public var textLines: [String] {
    (0..<height).map { row in
      var line = ""
      for column in 0..<width {
        let cell = cells[row * width + column]
        if !cell.isContinuation { line += cell.grapheme }
      }
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// Places `cell` (and, if it is wide, its continuation) at column `x`, turning any wide
  /// cluster it would cut in half into a space.
  private mutating func put(_ cell: ScreenCell, x: Int, y: Int) {
    guard x >= 0, x < width, y >= 0, y < height else { return }
    let index = y * width + x
    let covered = cell.width == 2 ? 2 : 1
    if cells[index].isContinuation, x > 0 {
      cells[index - 1] = .blank(cells[index - 1].style)
    }
    let lastCovered = index + covered - 1
    if lastCovered < y * width + width, cells[lastCovered].width == 2,
      x + covered < width
    {
      cells[lastCovered + 1] = .blank(cells[lastCovered + 1].style)
    }
    cells[index] = cell
    if case .boxed = cell.content { mayHoldBoxedClusters = true }
    if covered == 2, x + 1 < width { cells[index + 1] = .continuation(cell.style) }
  }
}
