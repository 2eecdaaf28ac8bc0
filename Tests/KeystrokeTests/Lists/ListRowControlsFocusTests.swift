import KeystrokeTesting
import Testing

@testable import Keystroke

/// A list whose rows hold controls is not a focus stop of its own, from its first update on:
/// Tab goes from the control before it straight to the first row's control.
@MainActor
@Suite struct ListRowControlsFocusTests {
  final class Log {
    var lines: [String] = []
  }

  struct Chores: View {
    let log: Log
    let chores = ["dishes", "laundry", "bins"]

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Button("Add") { log.lines.append("add") }
        List(chores, id: \.self) { chore in
          Button("Done: \(chore)") { log.lines.append(chore) }
        }
      }
    }
  }

  @Test func theFirstTabReachesTheFirstRowsControl() throws {
    let log = Log()
    let host = TestHost(Chores(log: log), columns: 40, rows: 8)
    #expect(!host.host.interactions.focusTargets.contains { $0.element is LazyListElement })
    try host.play("tab")
    #expect(host.host.passesInLastUpdate == 1)
    try host.play("enter")
    #expect(log.lines == ["dishes"])
  }

  /// An empty list has no row to tell: it stays a focus stop, as a list of text is.
  @Test func anEmptyListIsStillAStop() throws {
    struct Empty: View {
      var body: some View {
        VStack {
          Button("Add") {}
          List([String](), id: \.self) { Button($0) {} }
        }
      }
    }
    let host = TestHost(Empty(), columns: 40, rows: 8)
    #expect(host.host.interactions.focusTargets.contains { $0.element is LazyListElement })
  }

  /// A section header comes before the first row with a control: the list still knows.
  @Test func aSectionHeaderFirstDoesNotHideTheRowsControls() throws {
    struct Sectioned: View {
      let log: Log
      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          Button("Add") { log.lines.append("add") }
          List {
            Section("Chores") {
              ForEach(["dishes", "bins"], id: \.self) { chore in
                Button("Done: \(chore)") { log.lines.append(chore) }
              }
            }
          }
        }
      }
    }
    let log = Log()
    let host = TestHost(Sectioned(log: log), columns: 40, rows: 8)
    try host.play("tab")
    #expect(host.host.passesInLastUpdate == 1)
    try host.play("enter")
    #expect(log.lines == ["dishes"])
  }

  /// A list laid out with no room for a row shows none, and none of its rows' controls is a
  /// focus stop: Tab goes past it.
  @Test func aListWithNoRoomShowsNoRowControl() throws {
    struct Squeezed: View {
      let log: Log
      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          Button("Top") { log.lines.append("top") }
          ForEach(0..<8) { Text("line \($0)") }
          List(["hidden"], id: \.self) { item in
            Button("Row \(item)") { log.lines.append(item) }
          }
        }
      }
    }
    let log = Log()
    let host = TestHost(Squeezed(log: log), columns: 30, rows: 6)
    try host.play("tab tab tab enter")
    #expect(!log.lines.contains("hidden"))
  }
}
