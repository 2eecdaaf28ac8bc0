/// Appends control sequences to a byte buffer: cursor moves chosen by length, and SGR changes
/// from the current pen. Tracks where the cursor is (when known) and the pen.
struct EscapeWriter {
  /// The bytes written so far.
  var bytes: [UInt8] = []
  /// The cursor column, or nil when the terminal may disagree about it.
  var column: Int?
  /// The cursor row, or nil when unknown.
  var row: Int?
  /// The style the terminal prints with now (already resolved for the colour depth).
  var pen = CellStyle.plain
  private var incremental: [UInt8] = []
  private var reset: [UInt8] = []

  init(capacity: Int) {
    bytes.reserveCapacity(capacity)
    incremental.reserveCapacity(64)
    reset.reserveCapacity(64)
  }

  // MARK: Plain sequences

  /// `ESC [` followed by `tail`.
  mutating func csi(_ tail: StaticString) {
    introduce()
    tail.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// `ESC [` alone, before parameters the caller appends: a cursor move or a pen change, sent
  /// several times a frame.
  @inline(__always)
  private mutating func introduce() {
    bytes.append(0x1B)
    bytes.append(0x5B)
  }

  mutating func number(_ value: Int) { Self.appendNumber(value, to: &bytes) }

  static func appendNumber(_ value: Int, to target: inout [UInt8]) {
    if value < 10 {
      target.append(0x30 &+ UInt8(truncatingIfNeeded: max(0, value)))
      return
    }
    var divisor = 1
    while divisor * 10 <= value { divisor *= 10 }
    var rest = value
    while divisor > 0 {
      target.append(0x30 &+ UInt8(truncatingIfNeeded: rest / divisor))
      rest %= divisor
      divisor /= 10
    }
  }

  static func digits(_ value: Int) -> Int {
    value < 10 ? 1 : value < 100 ? 2 : value < 1000 ? 3 : String(value).count
  }

  // MARK: Cursor

  /// Moves the cursor to column `x`, row `y` (0-based) with the shortest sequence available.
  /// Inlined for its first test: most cells a frame prints follow the one before.
  @inline(__always)
  mutating func move(toColumn x: Int, row y: Int) {
    if column == x && row == y { return }
    travel(toColumn: x, row: y)
  }

  /// Moves the cursor, which is elsewhere, to column `x`, row `y`.
  private mutating func travel(toColumn x: Int, row y: Int) {
    // Absolute: CSI row ; col H (parts equal to 1 omitted).
    let absolute =
      3 + (y == 0 && x == 0 ? 0 : Self.digits(y + 1)) + (x == 0 ? 0 : 1 + Self.digits(x + 1))
    var best = absolute
    var plan = Plan.absolute
    if row == y {
      let horizontal = horizontalCost(from: column, to: x)
      if horizontal.cost < best {
        best = horizontal.cost
        plan = .horizontal(horizontal.move)
      }
    } else if let currentRow = row {
      let distance = y - currentRow
      if distance > 0 {
        // CR LF × n lands in column 0 whether or not the tty maps LF to CR LF.
        let crlf = 2 * distance + relativeCost(x)
        if crlf < best {
          best = crlf
          plan = .crlf(distance)
        }
      }
      if let currentColumn = column {
        let vertical = 3 + (abs(distance) == 1 ? 0 : Self.digits(abs(distance)))
        let horizontal = horizontalCost(from: currentColumn, to: x)
        if vertical + horizontal.cost < best {
          best = vertical + horizontal.cost
          plan = .vertical(distance, then: horizontal.move)
        }
      }
    }
    perform(plan, x: x, y: y)
    column = x
    row = y
  }

  /// How the cursor gets to its target. Not recursive, so choosing one allocates nothing
  /// (an `indirect` case cost a heap box on every move).
  private enum Plan {
    case absolute
    case horizontal(HorizontalMove)
    case crlf(Int)
    case vertical(Int, then: HorizontalMove)
  }

  /// A move within the row.
  private enum HorizontalMove {
    case none
    case forward(Int)
    case backward(Int)
    case carriageReturn(then: Int)
    case column(Int)
  }

  private func relativeCost(_ count: Int) -> Int {
    count == 0 ? 0 : count == 1 ? 3 : 3 + Self.digits(count)
  }

  private func horizontalCost(from current: Int?, to x: Int) -> (cost: Int, move: HorizontalMove) {
    var best = (cost: 1 + relativeCost(x), move: HorizontalMove.carriageReturn(then: x))
    let absolute = x == 0 ? 3 : 3 + Self.digits(x + 1)
    if absolute < best.cost { best = (absolute, .column(x)) }
    if let current {
      let distance = x - current
      if distance == 0 { return (0, .none) }
      let cost = relativeCost(abs(distance))
      if cost < best.cost {
        best = (cost, distance > 0 ? .forward(distance) : .backward(-distance))
      }
    }
    return best
  }

  private mutating func perform(_ plan: Plan, x: Int, y: Int) {
    switch plan {
    case .absolute:
      introduce()
      if y != 0 || x != 0 { number(y + 1) }
      if x != 0 {
        bytes.append(0x3B)
        number(x + 1)
      }
      bytes.append(0x48)
    case .horizontal(let move): perform(move)
    case .crlf(let count):
      for _ in 0..<count {
        bytes.append(0x0D)
        bytes.append(0x0A)
      }
      if x > 0 { relative(x, final: 0x43) }
    case .vertical(let distance, let then):
      relative(abs(distance), final: distance > 0 ? 0x42 : 0x41)
      perform(then)
    }
  }

  private mutating func perform(_ move: HorizontalMove) {
    switch move {
    case .none: break
    case .forward(let count): relative(count, final: 0x43)
    case .backward(let count): relative(count, final: 0x44)
    case .carriageReturn(let then):
      bytes.append(0x0D)
      if then > 0 { relative(then, final: 0x43) }
    case .column(let target):
      introduce()
      if target > 0 { number(target + 1) }
      bytes.append(0x47)
    }
  }

  private mutating func relative(_ count: Int, final: UInt8) {
    introduce()
    if count != 1 { number(count) }
    bytes.append(final)
  }

  // MARK: Printing

  /// Prints a cell's cluster at the cursor and advances the cursor by `width` columns.
  /// After an uncertain cluster, or on reaching the right edge, the column becomes unknown.
  mutating func print(
    _ grapheme: GraphemeStorage, width: Int, uncertain: Bool, screenWidth: Int
  ) {
    grapheme.appendUTF8(to: &bytes)
    advance(width: width, uncertain: uncertain, screenWidth: screenWidth)
  }

  /// Prints `cell` when it is one ASCII byte wide and certain and the cursor is already at
  /// `column` on `row`, and returns whether it did: the fast path for the cells of a changed
  /// line, which mostly follow one another in one style. The caller has checked that the pen
  /// is the cell's style.
  @inline(__always)
  mutating func printsInPlace(_ cell: ScreenCell, column x: Int, row y: Int, screenWidth: Int)
    -> Bool
  {
    guard column == x, row == y, cell.width == 1, !cell.isUncertain,
      let byte = cell.content.singleByte
    else { return false }
    bytes.append(byte)
    // As ``advance(width:uncertain:screenWidth:)`` would: unknown once at the right edge.
    column = x + 1 < screenWidth ? x + 1 : nil
    return true
  }

  /// Moves the known cursor column past a printed cluster.
  private mutating func advance(width: Int, uncertain: Bool, screenWidth: Int) {
    if let current = column, !uncertain, current + width < screenWidth {
      column = current + width
    } else {
      column = nil
    }
  }

  // MARK: Pen

  /// Switches the pen to `style` with the shorter of an incremental change and a reset.
  mutating func setPen(_ style: CellStyle) {
    if style == pen { return }
    incremental.removeAll(keepingCapacity: true)
    reset.removeAll(keepingCapacity: true)
    Self.incrementalParameters(from: pen, to: style, into: &incremental)
    if style != .plain {
      // An empty parameter list (`CSI m`) already resets; otherwise reset then add.
      Self.parameter(0, into: &reset)
      Self.incrementalParameters(from: .plain, to: style, into: &reset)
    }
    introduce()
    bytes.append(contentsOf: reset.count < incremental.count ? reset : incremental)
    bytes.append(0x6D)
    pen = style
  }

  /// The SGR parameters that take the pen from `old` to `new`: attributes switched off, then
  /// on, then colours. Bold and dim share their "off" (22), so removing either re-adds the one
  /// that stays. Written out bit by bit rather than from a table: it runs for most pen
  /// changes of every frame.
  private static func incrementalParameters(
    from old: CellStyle, to new: CellStyle, into target: inout [UInt8]
  ) {
    let removed = old.attributes.subtracting(new.attributes)
    var added = new.attributes.subtracting(old.attributes)
    if !removed.isDisjoint(with: [.bold, .dim]) {
      parameter(22, into: &target)
      added.formUnion(new.attributes.intersection([.bold, .dim]))
    }
    if !removed.isEmpty {
      if removed.contains(.italic) { parameter(23, into: &target) }
      if removed.contains(.underline) { parameter(24, into: &target) }
      if removed.contains(.reverse) { parameter(27, into: &target) }
      if removed.contains(.strikethrough) { parameter(29, into: &target) }
    }
    if !added.isEmpty {
      if added.contains(.bold) { parameter(1, into: &target) }
      if added.contains(.dim) { parameter(2, into: &target) }
      if added.contains(.italic) { parameter(3, into: &target) }
      if added.contains(.underline) { parameter(4, into: &target) }
      if added.contains(.reverse) { parameter(7, into: &target) }
      if added.contains(.strikethrough) { parameter(9, into: &target) }
    }
    if old.foreground != new.foreground { color(new.foreground, base: 30, into: &target) }
    if old.background != new.background { color(new.background, base: 40, into: &target) }
  }

  private static func parameter(_ value: Int, into target: inout [UInt8]) {
    if !target.isEmpty { target.append(0x3B) }
    appendNumber(value, to: &target)
  }

  private static func color(_ color: TerminalColor, base: Int, into target: inout [UInt8]) {
    switch color {
    case .default: parameter(base + 9, into: &target)
    case .ansi(let value):
      let index = Int(value % 16)
      parameter(index < 8 ? base + index : base + 60 + index - 8, into: &target)
    case .indexed(let value):
      parameter(base + 8, into: &target)
      parameter(5, into: &target)
      parameter(Int(value), into: &target)
    case .rgb(let red, let green, let blue):
      parameter(base + 8, into: &target)
      parameter(2, into: &target)
      parameter(Int(red), into: &target)
      parameter(Int(green), into: &target)
      parameter(Int(blue), into: &target)
    }
  }
}
