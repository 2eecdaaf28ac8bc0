import Keystroke
import KeystrokeTesting
import Testing

/// The sheet sizings of `SheetSizings.swift`, as a user sees them.
@MainActor
@Suite struct SheetSizingBehaviourTests {
  /// The width of the sheet's box: its top border, corner to corner.
  private func boxWidth(_ host: TestHost) -> Int? {
    guard let top = host.text.split(separator: "\n").first(where: { $0.contains("┌") }),
      let left = top.firstIndex(of: "┌"), let right = top.firstIndex(of: "┐")
    else { return nil }
    return top.distance(from: left, to: right) + 1
  }

  @Test func aFormSheetIsAFormsWidthWhateverItHolds() throws {
    let host = TestHost(TripSizesPlanner(), columns: 100, rows: 30)
    try host.play("enter")
    #expect(host.row(containing: "Destination") != nil)
    #expect(boxWidth(host) == 68)
  }

  @Test func anAppsOwnSizingGivesAPostcard() throws {
    let host = TestHost(GreetingSheets(), columns: 100, rows: 30)
    #expect(host.row(containing: "Wish you were here") != nil)
    #expect(boxWidth(host) == 40)
  }

  @Test func aFittedTipIsAsWideAsItsWords() throws {
    let host = TestHost(TipSheet(isShown: .constant(true)), columns: 100, rows: 30)
    #expect(boxWidth(host) == "Press ⌘N to add a trip.".count + 4)
  }
}
