import KeystrokeTerminal

/// An in-memory terminal that interprets the bytes Keystroke's renderer emits, measuring text
/// with the same width function, so tests can check what a real terminal would show.
///
/// Understood: UTF-8 text; CR, LF, BS, TAB; CUP/HVP, CUU/CUD/CUF/CUB, CHA, HPA, VPA; ED, EL,
/// ECH; SGR (attributes, 16/256/RGB colours and their resets); DEC private modes 25 (cursor),
/// 7 (autowrap), 1049 (alternate screen) and 2026 (synchronized output); ESC 7 / ESC 8. Other
/// CSI, OSC, DCS and escape sequences are consumed and ignored. Malformed input never traps.
public struct VirtualTerminal: Sendable {
  /// One cell of the virtual screen.
  public struct Cell: Sendable, Equatable {
    /// The grapheme shown; empty for the right half of a wide cluster.
    public var grapheme: String
    /// 1 or 2 for a cluster's first cell, 0 for a continuation.
    public var width: Int
    /// Colours and attributes the cell was drawn with.
    public var style: CellStyle

    /// A cell.
    public init(grapheme: String, width: Int, style: CellStyle) {
      self.grapheme = grapheme
      self.width = width
      self.style = style
    }

    /// A space in `style`.
    public static func blank(_ style: CellStyle = .plain) -> Cell {
      Cell(grapheme: " ", width: 1, style: style)
    }
  }

  private enum State: Sendable {
    case ground
    case escape
    case escapeIntermediate
    case controlSequence
    case string
    case stringEscape
  }

  /// Columns.
  public private(set) var width: Int
  /// Rows.
  public private(set) var height: Int
  /// Cursor column, 0-based.
  public private(set) var cursorX = 0
  /// Cursor row, 0-based.
  public private(set) var cursorY = 0
  /// Whether the cursor is shown (DECTCEM).
  public private(set) var isCursorVisible = true
  /// Whether a synchronized-output frame is open (`CSI ? 2026 h` seen without its `l`).
  public private(set) var isSynchronizing = false
  /// How many synchronized-output frames have been closed.
  public private(set) var completedFrames = 0
  /// Whether printing past the right edge wraps to the next line (DECAWM).
  public private(set) var autowrap: Bool
  /// The style text is printed with now.
  public private(set) var pen = CellStyle.plain
  /// All cells, row-major.
  public private(set) var cells: [Cell]

  private var state = State.ground
  private var pendingWrap = false
  private var pendingText: [UInt8] = []
  private var sequence: [UInt8] = []
  private var savedCursor = (x: 0, y: 0)
  private var mainScreen: [Cell]?

  /// A blank terminal of the given size (negative sizes count as zero); real terminals start
  /// with autowrap on.
  public init(width: Int, height: Int, autowrap: Bool = true) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.autowrap = autowrap
    self.cells = Array(repeating: .blank(), count: self.width * self.height)
  }

  /// The cell at column `x`, row `y`; a plain blank outside the screen.
  public func cell(x: Int, y: Int) -> Cell {
    guard x >= 0, y >= 0, x < width, y < height else { return .blank() }
    return cells[y * width + x]
  }

  /// The style of the cell at column `x`, row `y`.
  public func style(x: Int, y: Int) -> CellStyle { cell(x: x, y: y).style }

  /// The screen as text, one string per row, continuations skipped, trailing spaces trimmed.
  public var lines: [String] {
    (0..<height).map { row in
      var line = ""
      for column in 0..<width where cells[row * width + column].width != 0 {
        line += cells[row * width + column].grapheme
      }
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// The screen as one string: ``lines`` joined with newlines.
  public var text: String { lines.joined(separator: "\n") }

  /// Changes the size, keeping the top-left content and clamping the cursor.
  public mutating func resize(width newWidth: Int, height newHeight: Int) {
    let newWidth = max(0, newWidth)
    let newHeight = max(0, newHeight)
    var resized = Array(repeating: Cell.blank(), count: newWidth * newHeight)
    for row in 0..<min(height, newHeight) {
      for column in 0..<min(width, newWidth) {
        resized[row * newWidth + column] = cells[row * width + column]
      }
      let last = row * newWidth + newWidth - 1
      if newWidth > 0, newWidth < width, resized[last].width == 2 {
        resized[last] = .blank(resized[last].style)
      }
    }
    cells = resized
    width = newWidth
    height = newHeight
    mainScreen = nil
    cursorX = min(cursorX, max(0, width - 1))
    cursorY = min(cursorY, max(0, height - 1))
    pendingWrap = false
  }

  /// Interprets `bytes` as terminal output.
  public mutating func feed(_ bytes: some Sequence<UInt8>) {
    for byte in bytes { consume(byte) }
    flushText(final: false)
  }

  /// Interprets the UTF-8 of `string` as terminal output.
  public mutating func feed(_ string: String) { feed(Array(string.utf8)) }

  // MARK: Parsing

  private mutating func consume(_ byte: UInt8) {
    switch state {
    case .ground:
      if byte >= 0x20 && byte != 0x7F {
        pendingText.append(byte)
      } else {
        flushText(final: true)
        control(byte)
      }
    case .escape:
      escape(byte)
    case .escapeIntermediate:
      if byte >= 0x30 { state = .ground } else if byte == 0x1B { state = .escape }
    case .controlSequence:
      switch byte {
      case 0x40...0x7E:
        state = .ground
        controlSequence(final: byte)
      case 0x1B: state = .escape
      case 0x18, 0x1A: state = .ground
      default:
        if sequence.count < 256 { sequence.append(byte) }
      }
    case .string:
      if byte == 0x07 { state = .ground } else if byte == 0x1B { state = .stringEscape }
    case .stringEscape:
      state = byte == 0x5C ? .ground : .string
    }
  }

  private mutating func escape(_ byte: UInt8) {
    state = .ground
    switch byte {
    case 0x5B:
      sequence.removeAll(keepingCapacity: true)
      state = .controlSequence
    case 0x5D, 0x50, 0x5F, 0x5E, 0x58: state = .string
    case 0x37: savedCursor = (cursorX, cursorY)
    case 0x38:
      cursorX = min(savedCursor.x, max(0, width - 1))
      cursorY = min(savedCursor.y, max(0, height - 1))
      pendingWrap = false
    case 0x20...0x2F: state = .escapeIntermediate
    case 0x1B: state = .escape
    default: break
    }
  }

  private mutating func control(_ byte: UInt8) {
    switch byte {
    case 0x1B: state = .escape
    case 0x0D:
      cursorX = 0
      pendingWrap = false
    case 0x0A, 0x0B, 0x0C:
      pendingWrap = false
      lineFeed()
    case 0x08:
      cursorX = max(0, cursorX - 1)
      pendingWrap = false
    case 0x09:
      cursorX = min(max(0, width - 1), (cursorX / 8 + 1) * 8)
      pendingWrap = false
    default: break
    }
  }

  private mutating func flushText(final: Bool) {
    guard !pendingText.isEmpty else { return }
    var complete = pendingText.count
    if !final {
      // Keep an unfinished UTF-8 sequence at the end for the next feed.
      var back = 0
      while back < min(3, pendingText.count),
        pendingText[pendingText.count - 1 - back] & 0xC0 == 0x80
      {
        back += 1
      }
      let leadIndex = pendingText.count - 1 - back
      if leadIndex >= 0 {
        let lead = pendingText[leadIndex]
        let needed = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        if needed > back + 1 { complete = leadIndex }
      }
    }
    let string = String(decoding: pendingText[..<complete], as: UTF8.self)
    pendingText.removeFirst(complete)
    for character in string { print(character) }
  }

  // MARK: Screen operations

  private mutating func print(_ character: Character) {
    let columns = GraphemeWidth(character).columns
    guard columns > 0, columns <= width, height > 0 else { return }
    if pendingWrap {
      pendingWrap = false
      if autowrap {
        cursorX = 0
        lineFeed()
      }
    }
    if cursorX + columns > width {
      if autowrap {
        cursorX = 0
        lineFeed()
      } else {
        cursorX = width - columns
      }
    }
    put(Cell(grapheme: String(character), width: columns, style: pen), x: cursorX, y: cursorY)
    cursorX += columns
    if cursorX >= width {
      cursorX = width - 1
      pendingWrap = autowrap
    }
  }

  private mutating func put(_ cell: Cell, x: Int, y: Int) {
    let index = y * width + x
    if cells[index].width == 0, x > 0 { cells[index - 1] = .blank(cells[index - 1].style) }
    let last = x + cell.width - 1
    if cells[y * width + last].width == 2, last + 1 < width {
      cells[y * width + last + 1] = .blank(cells[y * width + last + 1].style)
    }
    cells[index] = cell
    if cell.width == 2 { cells[index + 1] = Cell(grapheme: "", width: 0, style: cell.style) }
  }

  private mutating func lineFeed() {
    guard height > 0 else { return }
    if cursorY + 1 < height {
      cursorY += 1
    } else {
      cells.removeFirst(width)
      cells.append(contentsOf: repeatElement(Cell.blank(erasedStyle), count: width))
    }
  }

  private var erasedStyle: CellStyle { CellStyle(background: pen.background) }

  /// Erases columns `start..<end` of `row`, blanking any wide cluster cut at either end.
  private mutating func erase(row: Int, from start: Int, to end: Int) {
    let start = max(0, start)
    let end = min(width, end)
    guard row >= 0, row < height, start < end else { return }
    let base = row * width
    if cells[base + start].width == 0, start > 0 {
      cells[base + start - 1] = .blank(cells[base + start - 1].style)
    }
    if cells[base + end - 1].width == 2, end < width {
      cells[base + end] = .blank(cells[base + end].style)
    }
    for column in start..<end { cells[base + column] = .blank(erasedStyle) }
  }

  private mutating func controlSequence(final: UInt8) {
    var privateMarker: UInt8?
    var body = sequence[...]
    if let first = body.first, (0x3C...0x3F).contains(first) {
      privateMarker = first
      body = body.dropFirst()
    }
    if body.contains(where: { $0 >= 0x20 && $0 <= 0x2F }) { return }  // Intermediates: ignore.
    var parameters: [Int] = [0]
    for byte in body {
      if byte == 0x3B || byte == 0x3A {
        parameters.append(0)
      } else if byte >= 0x30 && byte <= 0x39 {
        let last = parameters.count - 1
        parameters[last] = min(99_999, parameters[last] * 10 + Int(byte - 0x30))
      }
    }
    if body.isEmpty { parameters = [] }
    if let privateMarker {
      if privateMarker == 0x3F && (final == 0x68 || final == 0x6C) {
        for mode in parameters { setMode(mode, on: final == 0x68) }
      }
      return
    }
    func parameter(_ index: Int, default value: Int = 1) -> Int {
      index < parameters.count && parameters[index] > 0 ? parameters[index] : value
    }
    let maxX = max(0, width - 1)
    let maxY = max(0, height - 1)
    pendingWrap = false
    switch final {
    case 0x41: cursorY = max(0, cursorY - parameter(0))
    case 0x42: cursorY = min(maxY, cursorY + parameter(0))
    case 0x43: cursorX = min(maxX, cursorX + parameter(0))
    case 0x44: cursorX = max(0, cursorX - parameter(0))
    case 0x47, 0x60: cursorX = min(maxX, parameter(0) - 1)
    case 0x64: cursorY = min(maxY, parameter(0) - 1)
    case 0x48, 0x66:
      cursorY = min(maxY, parameter(0) - 1)
      cursorX = min(maxX, parameter(1) - 1)
    case 0x4A: eraseDisplay(parameter(0, default: 0))
    case 0x4B: eraseLine(parameter(0, default: 0))
    case 0x58: erase(row: cursorY, from: cursorX, to: cursorX + parameter(0))
    case 0x6D: selectGraphicRendition(parameters.isEmpty ? [0] : parameters)
    default: break
    }
  }

  private mutating func eraseLine(_ mode: Int) {
    switch mode {
    case 0: erase(row: cursorY, from: cursorX, to: width)
    case 1: erase(row: cursorY, from: 0, to: cursorX + 1)
    case 2: erase(row: cursorY, from: 0, to: width)
    default: break
    }
  }

  private mutating func eraseDisplay(_ mode: Int) {
    switch mode {
    case 0:
      erase(row: cursorY, from: cursorX, to: width)
      for row in (cursorY + 1)..<max(cursorY + 1, height) { erase(row: row, from: 0, to: width) }
    case 1:
      for row in 0..<cursorY { erase(row: row, from: 0, to: width) }
      erase(row: cursorY, from: 0, to: cursorX + 1)
    case 2, 3:
      for row in 0..<height { erase(row: row, from: 0, to: width) }
    default: break
    }
  }

  private mutating func setMode(_ mode: Int, on: Bool) {
    switch mode {
    case 25: isCursorVisible = on
    case 7: autowrap = on
    case 2026:
      if isSynchronizing && !on { completedFrames += 1 }
      isSynchronizing = on
    case 1049:
      if on, mainScreen == nil {
        savedCursor = (cursorX, cursorY)
        mainScreen = cells
        eraseDisplay(2)
      } else if !on, let saved = mainScreen {
        cells = saved
        mainScreen = nil
        cursorX = savedCursor.x
        cursorY = savedCursor.y
      }
    default: break
    }
  }

  private mutating func selectGraphicRendition(_ parameters: [Int]) {
    var index = 0
    while index < parameters.count {
      let code = parameters[index]
      index += 1
      switch code {
      case 0: pen = .plain
      case 1: pen.attributes.insert(.bold)
      case 2: pen.attributes.insert(.dim)
      case 3: pen.attributes.insert(.italic)
      case 4: pen.attributes.insert(.underline)
      case 7: pen.attributes.insert(.reverse)
      case 9: pen.attributes.insert(.strikethrough)
      case 22: pen.attributes.subtract([.bold, .dim])
      case 23: pen.attributes.remove(.italic)
      case 24: pen.attributes.remove(.underline)
      case 27: pen.attributes.remove(.reverse)
      case 29: pen.attributes.remove(.strikethrough)
      case 30...37: pen.foreground = .ansi(UInt8(code - 30))
      case 90...97: pen.foreground = .ansi(UInt8(code - 90 + 8))
      case 39: pen.foreground = .default
      case 40...47: pen.background = .ansi(UInt8(code - 40))
      case 100...107: pen.background = .ansi(UInt8(code - 100 + 8))
      case 49: pen.background = .default
      case 38, 48:
        let (parsed, next) = Self.extendedColor(parameters, at: index)
        index = next
        if let parsed {
          if code == 38 { pen.foreground = parsed } else { pen.background = parsed }
        }
      default: break
      }
    }
  }

  /// Parses `5;n` or `2;r;g;b` starting at `start`; returns the colour and the next index.
  private static func extendedColor(_ parameters: [Int], at start: Int) -> (TerminalColor?, Int) {
    guard start < parameters.count else { return (nil, start) }
    switch parameters[start] {
    case 5:
      guard start + 1 < parameters.count else { return (nil, parameters.count) }
      return (.indexed(UInt8(clamping: parameters[start + 1])), start + 2)
    case 2:
      guard start + 3 < parameters.count else { return (nil, parameters.count) }
      let red = UInt8(clamping: parameters[start + 1])
      let green = UInt8(clamping: parameters[start + 2])
      let blue = UInt8(clamping: parameters[start + 3])
      return (.rgb(red, green, blue), start + 4)
    default: return (nil, start + 1)
    }
  }
}
