import Foundation
import Testing

@testable import ExampleSupport

/// Reading columns whose values a damaged or hand-edited file may hold: nothing traps.
@Suite struct SQLiteRowTests {
  static let awkward: [SQLiteValue] = [
    .real(.infinity), .real(-.infinity), .real(.nan), .real(1e300), .real(-1e300), .real(0.5),
    .text("x"), .null,
  ]

  @Test(arguments: awkward) func looseIntegersNeverTrap(value: SQLiteValue) {
    let row = SQLiteRow(values: [value])
    #expect(row.int(0) == 0)
  }

  @Test(arguments: awkward) func checkedReadersRefuseWhatCannotBeTrusted(value: SQLiteValue) {
    let row = SQLiteRow(values: [value])
    #expect(row.exactInt(0) == nil)
    // Half a second after 1970 is a fine time; every other awkward value is not.
    #expect((row.date(0) == nil) == (value != .real(0.5)))
  }

  @Test func checkedReadersAcceptOrdinaryValues() {
    let row = SQLiteRow(values: [.integer(7), .real(3.0), .real(1_767_600_000.5), .real(2.5)])
    #expect(row.exactInt(0) == 7)
    #expect(row.exactInt(1) == 3)
    #expect(row.date(2) == Date(timeIntervalSince1970: 1_767_600_000.5))
    #expect(row.finiteDouble(3) == 2.5)
    #expect(SQLiteRow(values: [.real(.infinity)]).finiteDouble(0) == nil)
  }
}
