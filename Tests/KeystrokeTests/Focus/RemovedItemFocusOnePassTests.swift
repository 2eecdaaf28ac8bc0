import KeystrokeTesting
import Testing

@testable import Keystroke

/// A focused control that its `ForEach` drops (the item it removes itself): focus goes to the
/// first control of the items left, as the host would move it, while they are built, in one
/// pass.
@MainActor
@Suite struct RemovedItemFocusOnePassTests {
  struct Chores: View {
    @State private var chores = ["dishes", "laundry", "bins"]
    @State private var done: [String] = []

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Button("Add") { chores.append("chore \(chores.count + 1)") }
        ForEach(chores, id: \.self) { chore in
          Button(chore) {
            chores.removeAll { $0 == chore }
            done.append(chore)
          }
        }
        Text("done: \(done.joined(separator: ", "))")
      }
    }
  }

  @Test func removingTheFocusedItemFocusesTheFirstItemLeftInOnePass() throws {
    let host = TestHost(Chores(), columns: 40, rows: 8)
    try host.play("tab tab enter")
    #expect(host.text.contains("done: laundry"))
    #expect(host.host.passesInLastUpdate == 1)
    try host.play("enter")
    #expect(host.text.contains("done: laundry, dishes"))
  }

  /// Enter on each item in turn finishes them all; with no item left, the host gives focus
  /// to the window's first control, as before.
  @Test func removingEveryItemLeavesFocusWhereTheHostPutsIt() throws {
    let host = TestHost(Chores(), columns: 40, rows: 8)
    try host.play("tab enter")
    #expect(host.host.passesInLastUpdate == 1)
    try host.play("enter enter")
    #expect(host.text.contains("done: dishes, laundry, bins"))
    try host.play("enter")
    #expect(host.text.contains("chore 1"))
  }
}
