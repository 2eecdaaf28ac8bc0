import Keystroke
import KeystrokeTesting
import Testing

/// Lists made with `editActions:` delete and move their bound collection's elements.
@MainActor
@Suite struct EditActionBehaviourTests {
  private func rows(_ host: TestHost, _ names: [String]) -> [Int?] {
    names.map { host.row(containing: $0) }
  }

  @Test func deleteRemovesTheCursorRowOfAListWithoutSelection() throws {
    let host = TestHost(PackingList(), columns: 30, rows: 8)
    // The cursor starts on the top row.
    try host.play("delete")
    #expect(host.row(containing: "Passport") == nil)
    #expect(host.row(containing: "Charger") != nil)
    // The next row took its place under the cursor: Delete again removes it.
    try host.play("delete")
    #expect(host.row(containing: "Charger") == nil)
    #expect(host.row(containing: "Toothbrush") != nil)
  }

  @Test func optionArrowsMoveTheCursorRow() throws {
    let host = TestHost(PackingList(), columns: 30, rows: 8)
    try host.play("down alt+down")
    let order = try rows(host, ["Passport", "Toothbrush", "Charger", "Umbrella"]).map {
      try #require($0)
    }
    #expect(order == order.sorted())
    // The cursor went with the row: once more moves it to the end.
    try host.play("alt+down")
    let last = try #require(host.row(containing: "Charger"))
    #expect(last > (try #require(host.row(containing: "Umbrella"))))
  }

  @Test func aMoveOnlyListDoesNotDelete() throws {
    let host = TestHost(Playlist(), columns: 30, rows: 8)
    try host.play("down delete")
    #expect(host.row(containing: "Intro") != nil)
    try host.play("alt+down")
    let moved = try rows(host, ["Overture", "Intro", "Finale"]).map { try #require($0) }
    #expect(moved == moved.sorted())
  }

  @Test func eachForEachEditsItsOwnCollectionUnderSections() throws {
    let host = TestHost(HouseholdChores(), columns: 30, rows: 10)
    // Select Laundry (second row of Today) and Gutters, then delete both.
    // The first ↓ puts the cursor on Dishes; the header between the sections is passed over.
    try host.play("down down space down space delete")
    #expect(host.row(containing: "Dishes") != nil)
    #expect(host.row(containing: "Laundry") == nil)
    #expect(host.row(containing: "Gutters") == nil)
    #expect(host.row(containing: "Later") != nil)
  }
}
