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

  /// How many cells changed.
  public var count: Int { changes.count }
}

extension ScreenBuffer {
  /// The cells of `before`'s rectangle that now differ from what it held.
  public func changes(since before: CellRuns) -> CellChanges {
    var changes: [CellChanges.Change] = []
    guard before.rows.upperBound <= height, before.columns.upperBound <= width else {
      return CellChanges(rows: before.rows, columns: before.columns, changes: [])
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
              changes.append(
                CellChanges.Change(column: Int32(offset), row: Int32(row), cell: cell))
            }
          }
          column += run.count
        }
      }
    }
    return CellChanges(rows: before.rows, columns: before.columns, changes: changes)
  }

  /// Writes each changed cell back where it was; cells off the grid are left out.
  public mutating func apply(_ changes: CellChanges) {
    let width = width
    let height = height
    var boxed = false
    cells.withUnsafeMutableBufferPointer { cells in
      for change in changes.changes {
        let column = Int(change.column)
        let row = Int(change.row)
        guard column >= 0, column < width, row >= 0, row < height else { continue }
        cells[row * width + column] = change.cell
        if case .boxed = change.cell.content { boxed = true }
      }
    }
    if boxed { mayHoldBoxedClusters = true }
  }
}
