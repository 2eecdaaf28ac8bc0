/// What a table keeps between updates and shares with its rows: the column widths of the
/// current layout and the widest cell seen in each column.
@MainActor
final class TableLayout {
  /// Cells between two columns.
  static let spacing = 2
  /// Cells between two columns with a rule between them: a space, the rule, a space.
  static let ruledSpacing = 3
  /// The width of each column in the current layout.
  var widths: [Int] = [] {
    // Given again on every placement: equal widths keep what was worked out from them.
    didSet { if widths != oldValue { forgetDrawing() } }
  }
  /// The widest header or cell seen in each column while the columns stay the same.
  var natural: [Int] = []
  /// The scroll position, size and cursor of the rows.
  let list = ListState()
  /// Where each column's header and cells sit in it.
  var alignments: [TableColumnAlignment] = [] {
    didSet { if alignments != oldValue { forgetDrawing() } }
  }
  /// Whether a rule is drawn between columns (`.tableStyle(.bordered)`).
  var showsColumnRules = false {
    didSet { if showsColumnRules != oldValue { forgetDrawing() } }
  }
  /// The offsets and drawing inputs worked out for the current widths, alignments and rules:
  /// every row asks for them as it is placed and drawn.
  private var keptOffsets: [Int]?
  private var keptDrawInputs: [Int]?
  /// The header row drawn last, whose drawing a header made anew alike takes over.
  var drawnHeader: TableRowElement?
  /// The columns of the last update and the specs made from them (an array of
  /// `TableColumnSpec` of the table's row type).
  var keptColumns: (listing: any TableColumnListing, specs: Any)?

  /// Cells between two columns in this table.
  var spacing: Int { showsColumnRules ? Self.ruledSpacing : Self.spacing }

  /// The x offset, from the row's left edge, of the rule before a column (not the first).
  func ruleOffset(before columnOffset: Int) -> Int { columnOffset - spacing / 2 - 1 }

  init() {}

  /// Forgets the widths seen when the number of columns changes.
  func reset(columns: Int) {
    guard natural.count != columns else { return }
    natural = Array(repeating: 0, count: columns)
    widths = []
  }

  /// Records a cell's width; returns whether it widened its column.
  func record(width: Int, column: Int) -> Bool {
    guard column < natural.count, width > natural[column] else { return false }
    natural[column] = width
    return true
  }

  /// The x offset of each column from the row's left edge.
  var offsets: [Int] {
    if let keptOffsets { return keptOffsets }
    // A loop, not `map`: a closure made on the main actor checks its executor on each call.
    var offsets: [Int] = []
    offsets.reserveCapacity(widths.count)
    var x = 0
    for width in widths {
      offsets.append(x)
      x += width + spacing
    }
    keptOffsets = offsets
    return offsets
  }

  /// What a row's drawing reads from the layout (see ``Element/drawInputs``): each column's
  /// width and alignment, and whether rules are drawn. The same array for every row until the
  /// layout changes, so a row's memo compares it by identity.
  var drawInputs: [Int] {
    if let keptDrawInputs { return keptDrawInputs }
    var inputs = widths
    inputs.reserveCapacity(widths.count + alignments.count + 1)
    for alignment in alignments { inputs.append(alignment.drawingCode) }
    inputs.append(showsColumnRules ? 1 : 0)
    keptDrawInputs = inputs
    return inputs
  }

  private func forgetDrawing() {
    keptOffsets = nil
    keptDrawInputs = nil
  }
}
