/// The cells of a rectangle of a ``ScreenBuffer``, kept as runs of equal cells row by row: a
/// blank or filled area is a run a row, so it is cheap to keep and to compare.
public struct CellRuns: Sendable, Equatable {
  /// Equal cells next to each other on one row.
  struct Run: Sendable, Equatable {
    let cell: ScreenCell
    let count: Int
  }

  /// The rectangle's rows.
  public let rows: Range<Int>
  /// The rectangle's columns.
  public let columns: Range<Int>
  let runs: [Run]
}

extension ScreenBuffer {
  /// The cells in `rows` × `columns` as runs; the ranges are clamped to the grid.
  public func runs(rows: Range<Int>, columns: Range<Int>) -> CellRuns {
    let rows = rows.clamped(to: 0..<height)
    let columns = columns.clamped(to: 0..<width)
    var runs: [CellRuns.Run] = []
    guard !columns.isEmpty else { return CellRuns(rows: rows, columns: columns, runs: []) }
    cells.withUnsafeBufferPointer { cells in
      for row in rows {
        let start = row * width
        var column = columns.lowerBound
        while column < columns.upperBound {
          let cell = cells[start + column]
          var end = column + 1
          while end < columns.upperBound, cells[start + end] == cell { end += 1 }
          runs.append(CellRuns.Run(cell: cell, count: end - column))
          column = end
        }
      }
    }
    return CellRuns(rows: rows, columns: columns, runs: runs)
  }

  /// Whether the cells of `runs`' rectangle are still the cells it holds.
  public func matches(_ runs: CellRuns) -> Bool {
    guard runs.rows.upperBound <= height, runs.columns.upperBound <= width else { return false }
    guard !runs.columns.isEmpty else { return true }
    return cells.withUnsafeBufferPointer { cells in
      var next = 0
      for row in runs.rows {
        let start = row * width
        var column = runs.columns.lowerBound
        while column < runs.columns.upperBound {
          guard next < runs.runs.count else { return false }
          let run = runs.runs[next]
          next += 1
          guard column + run.count <= runs.columns.upperBound else { return false }
          // Cells identical in memory first; equal ones held otherwise are compared after.
          if let base = cells.baseAddress,
            !CellRowIdentity.all(base + start + column, count: run.count, identicalTo: run.cell)
          {
            for index in (start + column)..<(start + column + run.count)
            where cells[index] != run.cell {
              return false
            }
          }
          column += run.count
        }
      }
      return next == runs.runs.count
    }
  }
}
