import Keystroke
import KeystrokeTesting
import Testing

/// Rows that edit their own element through a binding.
@MainActor
@Suite struct BoundCollectionBehaviourTests {
  @Test func aToggleInAForEachOverABindingChangesItsElement() throws {
    let host = TestHost(ChoreBoard(), columns: 60, rows: 20)
    #expect(host.row(containing: "First: Water plants, 2 chores") != nil)
    // The first control is the first chore's toggle.
    try host.play("space")
    #expect(host.row(containing: "[x] Water plants") != nil)
    #expect(host.row(containing: "[ ] Take out bins") != nil)
  }

  @Test func aFieldInARowRenamesItsElement() throws {
    let host = TestHost(ChoreBoard(), columns: 60, rows: 20)
    // Past the two toggles and the two tag fields to the first row of the list of fields.
    try host.play("tab tab tab tab end \" daily\"")
    #expect(host.row(containing: "First: Water plants daily, 2 chores") != nil)
    #expect(host.row(containing: "[ ] Water plants daily") != nil)
  }

  @Test func aBindingKeptPastItsElementsRemovalReadsTheOldValueAndIgnoresWrites() {
    var items = ["a", "b", "c"]
    let all = Binding(get: { items }, set: { items = $0 })
    let last = all[2]
    items.removeLast()
    #expect(last.wrappedValue == "c")
    last.wrappedValue = "z"
    #expect(items == ["a", "b"])
    all[0].wrappedValue = "x"
    #expect(items == ["x", "b"])
  }
}
