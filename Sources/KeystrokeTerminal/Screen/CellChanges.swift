/// The cells of a rectangle of a ``ScreenBuffer`` that differ from what the rectangle held
/// before (its ``CellRuns``): what drawing there did, to be done again by applying it.
public struct CellChanges: Sendable, Equatable {
  /// One changed cell, by column and row.
  struct Change: Sendable, Equatable {
    let column: Int32
    let row: Int32
    let cell: ScreenCell
  }

  /// The rectangle's rows.
  public let rows: Range<Int>
  /// The rectangle's columns.
  public let columns: Range<Int>
  let changes: [Change]
  /// Whether a changed cell holds a boxed cluster (a reference): without one, applying the
  /// changes to a buffer that holds none either copies bytes and retains nothing.
  let holdsBoxedClusters: Bool

  /// How many cells changed.
  public var count: Int { changes.count }
}

extension ScreenBuffer {
  /// The cells of `before`'s rectangle that now differ from what it held.
  public func changes(since before: CellRuns) -> CellChanges {
    var changes: [CellChanges.Change] = []
    var boxed = false
    guard before.rows.upperBound <= height, before.columns.upperBound <= width else {
      return CellChanges(
        rows: before.rows, columns: before.columns, changes: [], holdsBoxedClusters: false)
    }
    cells.withUnsafeBufferPointer { cells in
      var next = 0
      for row in before.rows {
        let start = row * width
        var column = before.columns.lowerBound
        while column < before.columns.upperBound, next < before.runs.count {
          let run = before.runs[next]
          next += 1
          for offset in column..<min(before.columns.upperBound, column + run.count) {
            let cell = cells[start + offset]
            if cell != run.cell {
              if case .boxed = cell.content { boxed = true }
              changes.append(
                CellChanges.Change(column: Int32(offset), row: Int32(row), cell: cell))
            }
          }
          column += run.count
        }
      }
    }
    return CellChanges(
      rows: before.rows, columns: before.columns, changes: changes, holdsBoxedClusters: boxed)
  }

  /// Writes each changed cell back where it was; cells off the grid are left out.
  public mutating func apply(_ changes: CellChanges) {
    let width = width
    let height = height
    guard changes.holdsBoxedClusters || mayHoldBoxedClusters else {
      applyBoxFree(changes.changes, width: width, height: height)
      return
    }
    cells.withUnsafeMutableBufferPointer { cells in
      for change in changes.changes {
        let column = Int(change.column)
        let row = Int(change.row)
        guard column >= 0, column < width, row >= 0, row < height else { continue }
        cells[row * width + column] = change.cell
      }
    }
    if changes.holdsBoxedClusters { mayHoldBoxedClusters = true }
  }

  /// Writes changed cells none of which holds a reference into cells that hold none either,
  /// by copying their bytes: such a cell is nothing but its bytes, so the cell it replaces needs
  /// no release and the copy no retain (a row a drawing memo puts back is a hundred cells).
  private mutating func applyBoxFree(_ changes: [CellChanges.Change], width: Int, height: Int) {
    guard let offset = MemoryLayout<CellChanges.Change>.offset(of: \.cell) else { return }
    let size = MemoryLayout<ScreenCell>.size
    let stride = MemoryLayout<ScreenCell>.stride
    cells.withUnsafeMutableBufferPointer { cells in
      changes.withUnsafeBufferPointer { changes in
        guard let target = cells.baseAddress, let first = changes.baseAddress else { return }
        let bytes = UnsafeMutableRawPointer(target)
        for index in changes.indices {
          let change = first + index
          let column = Int(change.pointee.column)
          let row = Int(change.pointee.row)
          guard column >= 0, column < width, row >= 0, row < height else { continue }
          (bytes + (row * width + column) * stride).copyMemory(
            from: UnsafeRawPointer(change) + offset, byteCount: size)
        }
      }
    }
  }
}
