import KeystrokeTesting
import Testing

@testable import Keystroke

/// A list of names with a confirmation dialog before deleting one and an alert with two
/// side-by-side buttons, the shapes apps use for destructive choices.
private struct DeletingView: View {
  @State private var names = ["Alpha", "Beta"]
  @State private var confirming = false
  @State private var alerting = false
  @State private var log = ""

  var body: some View {
    VStack(alignment: .leading) {
      Text("Names: \(names.joined(separator: ", "))")
      Text("Log: \(log)")
      Button("Delete…") { confirming = true }
        .keyboardShortcut("d")
      Button("Reset…") { alerting = true }
        .keyboardShortcut("r")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .confirmationDialog("Delete Alpha?", isPresented: $confirming) {
      Button("Delete", role: .destructive) {
        names.removeFirst()
        log += "deleted "
      }
      Button("Cancel", role: .cancel) { log += "cancelled " }
    } message: {
      Text("This cannot be undone.")
    }
    .alert("Reset the list?", isPresented: $alerting) {
      Button("Keep") { log += "kept " }
      Button("Reset", role: .destructive) { log += "reset " }
    }
  }
}

@MainActor
@Suite struct DialogTests {
  /// The rows of the dialog's box, from its top border to its bottom border.
  private func boxRows(_ host: TestHost) throws -> ClosedRange<Int> {
    let top = try #require(host.lines.firstIndex { $0.contains("┌") })
    let bottom = try #require(host.lines.firstIndex { $0.contains("└") })
    return top...bottom
  }

  @Test(arguments: [80, 140])
  func aDialogIsAsTallAsItsContent(columns: Int) throws {
    let host = TestHost(DeletingView(), columns: columns, rows: 30)
    try host.play("cmd+d")
    // Border, title, message, one blank row, two stacked buttons, border.
    #expect(try boxRows(host).count == 7)
    let rows = try boxRows(host).map { host.lines[$0] }
    #expect(rows[1].contains("Delete Alpha?"))
    #expect(rows[2].contains("This cannot be undone."))
    #expect(rows[4].contains("[ Delete ]"))
    #expect(rows[5].contains("[ Cancel ]"))
  }

  @Test(arguments: [80, 140])
  func returnNeverConfirmsTheDestructiveChoice(columns: Int) throws {
    let host = TestHost(DeletingView(), columns: columns, rows: 30)
    try host.play("cmd+d enter")
    #expect(host.row(containing: "Names: Alpha, Beta") != nil)
    #expect(host.row(containing: "Log: cancelled") != nil)
    #expect(host.row(containing: "┌") == nil)
  }

  @Test(arguments: [80, 140])
  func arrowsMoveBetweenADialogsButtons(columns: Int) throws {
    let host = TestHost(DeletingView(), columns: columns, rows: 30)
    try host.play("cmd+d up enter")
    #expect(host.row(containing: "Names: Beta") != nil)
    #expect(host.row(containing: "Log: deleted") != nil)
    try host.play("cmd+r enter")
    #expect(host.row(containing: "Log: deleted kept") != nil)
    try host.play("cmd+r right enter")
    #expect(host.row(containing: "Log: deleted kept reset") != nil)
    try host.play("cmd+r right left enter")
    #expect(host.row(containing: "Log: deleted kept reset kept") != nil)
  }

  @Test func theAlertsButtonsSitSideBySideInASmallBox() throws {
    let host = TestHost(DeletingView(), columns: 80, rows: 30)
    try host.play("cmd+r")
    let rows = try boxRows(host).map { host.lines[$0] }
    // Border, title, blank row, buttons, border.
    #expect(rows.count == 5)
    let buttons = rows[3]
    #expect(buttons.contains("[ Keep ]") && buttons.contains("[ Reset ]"))
  }
}
