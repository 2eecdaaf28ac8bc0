import KeystrokeTerminal

/// Lays out a ``Grid``: rows of cells in shared columns, and rows that span them all.
@MainActor
final class GridElement: Element {
  /// A cell and how many columns it spans.
  struct Cell {
    let element: Element
    let columns: Int
  }

  /// A row of the grid.
  enum Row {
    /// Cells, one after another in the columns, with the row's own vertical alignment.
    case cells([Cell], alignment: VerticalAlignment?)
    /// A view across the whole grid.
    case spanning(Element)
  }

  let rows: [Row]
  let alignment: Alignment
  let horizontalSpacing: Int
  let verticalSpacing: Int

  init(rows: [Row], alignment: Alignment, horizontalSpacing: Int, verticalSpacing: Int) {
    self.rows = rows
    self.alignment = alignment
    self.horizontalSpacing = max(0, horizontalSpacing)
    self.verticalSpacing = max(0, verticalSpacing)
    super.init()
    // A guide of the app's own set in a cell passes out of the grid, as out of a stack.
    let custom = rows.contains { row in
      switch row {
      case .cells(let cells, _): CustomGuideMean.isSet(by: cells.map(\.element))
      case .spanning(let element): element.setsCustomAlignmentGuide
      }
    }
    setsCustomAlignmentGuide = custom
    setsAlignmentGuide = custom
  }

  override var children: [Element] {
    rows.flatMap { row -> [Element] in
      switch row {
      case .cells(let cells, _): cells.map(\.element)
      case .spanning(let element): [element]
      }
    }
  }

  /// The column widths and row heights for a proposal.
  private struct Layout {
    var columns: [Int]
    var heights: [Int]
    var width: Int
  }

  private var cachedLayout: (SizeProposal, Layout)?

  private func layout(_ proposal: SizeProposal) -> Layout {
    if let cachedLayout, cachedLayout.0 == proposal { return cachedLayout.1 }
    var ideal: [[GridColumns.Span]] = []
    var spanningWidth = 0
    for row in rows {
      switch row {
      case .cells(let cells, _):
        ideal.append(
          cells.map {
            GridColumns.Span(
              width: $0.element.sizeThatFits(SizeProposal(width: nil, height: nil)).width,
              columns: $0.columns)
          })
      case .spanning(let element):
        if !element.expands(along: .horizontal) {
          spanningWidth = max(
            spanningWidth, element.sizeThatFits(SizeProposal(width: nil, height: nil)).width)
        }
      }
    }
    let columns = GridColumns.widths(
      rows: ideal, spacing: horizontalSpacing, available: proposal.width)
    let columnsWidth = GridColumns.total(columns, spacing: horizontalSpacing)
    var width = max(columnsWidth, spanningWidth)
    if let available = proposal.width { width = min(width, available) }
    var heights: [Int] = []
    for row in rows {
      switch row {
      case .cells(let cells, _):
        var height = 0
        var column = 0
        for cell in cells {
          let span = GridColumns.spanWidth(
            columns, from: column, count: cell.columns, spacing: horizontalSpacing)
          height = max(
            height, cell.element.sizeThatFits(SizeProposal(width: span, height: nil)).height)
          column += cell.columns
        }
        heights.append(height)
      case .spanning(let element):
        heights.append(element.sizeThatFits(SizeProposal(width: width, height: nil)).height)
      }
    }
    let result = Layout(columns: columns, heights: heights, width: width)
    cachedLayout = (proposal, result)
    return result
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    let layout = layout(proposal)
    let height =
      layout.heights.reduce(0, +) + verticalSpacing * max(0, layout.heights.count - 1)
    return CellSize(width: layout.width, height: height)
  }

  override func place(in rect: CellRect) {
    frame = rect
    forEachCell(in: rect) { element, placed in element.place(in: placed) }
  }

  /// The grid's dimensions at `size` with the guides of the app's own its cells set, each
  /// where the grid puts its cell, the mean where several do.
  override func containedGuideDimensions(at size: CellSize) -> ViewDimensions? {
    CustomGuideMean.dimensions(at: size) {
      forEachCell(in: CellRect(x: 0, y: 0, width: size.width, height: size.height), $0)
    }
  }

  /// Calls `body` with each cell (and each row spanning the grid) and where it goes when the
  /// grid is placed in `rect`.
  private func forEachCell(in rect: CellRect, _ body: (Element, CellRect) -> Void) {
    let layout = layout(SizeProposal(width: rect.width, height: nil))
    let columnsWidth = GridColumns.total(layout.columns, spacing: horizontalSpacing)
    let left = rect.x + alignment.horizontal.offset(child: columnsWidth, in: rect.width)
    var y = rect.y
    for (row, height) in zip(rows, layout.heights) {
      switch row {
      case .cells(let cells, let rowAlignment):
        var column = 0
        var x = left
        for cell in cells {
          let width = GridColumns.spanWidth(
            layout.columns, from: column, count: cell.columns, spacing: horizontalSpacing)
          let size = cell.element.sizeThatFits(SizeProposal(width: width, height: nil))
          let fitted = CellSize(width: min(size.width, width), height: min(size.height, height))
          let cellAlignment = Alignment(
            horizontal: alignment.horizontal, vertical: rowAlignment ?? alignment.vertical)
          let origin = cellAlignment.origin(
            of: fitted, in: CellRect(x: x, y: y, width: width, height: height))
          body(
            cell.element,
            CellRect(x: origin.x, y: origin.y, width: fitted.width, height: fitted.height))
          x += width + horizontalSpacing
          column += cell.columns
        }
      case .spanning(let element):
        let size = element.sizeThatFits(SizeProposal(width: rect.width, height: nil))
        let width = element.expands(along: .horizontal) ? rect.width : min(size.width, rect.width)
        let x = rect.x + alignment.horizontal.offset(child: width, in: rect.width)
        body(element, CellRect(x: x, y: y, width: width, height: height))
      }
      y += height + verticalSpacing
    }
  }
}

/// The cells of a ``GridRow``; laid out as a row when it is not inside a grid.
@MainActor
final class GridRowElement: WrapperElement {
  let cells: [GridElement.Cell]
  let rowAlignment: VerticalAlignment?

  init(cells: [GridElement.Cell], rowAlignment: VerticalAlignment?) {
    self.cells = cells
    self.rowAlignment = rowAlignment
    super.init(
      child: StackElement(
        axis: .horizontal, verticalAlignment: rowAlignment ?? .center, spacing: 1,
        items: cells.map(\.element)))
  }
}

/// A grid cell that spans several columns.
@MainActor
final class GridCellSpanElement: WrapperElement {
  let columns: Int

  init(child: Element, columns: Int) {
    self.columns = columns
    super.init(child: child)
  }
}
