import KeystrokeTesting
import Testing

@testable import Keystroke

private final class Log {
  var entries: [String] = []
}

@MainActor
@Suite struct MenuTests {
  private func actions(_ log: Log, primary: Bool = false) -> some View {
    VStack(alignment: .leading) {
      if primary {
        Menu("Actions") {
          Button("Rename") { log.entries.append("rename") }
        } primaryAction: {
          log.entries.append("primary")
        }
      } else {
        Menu("Actions") {
          Button("Rename") { log.entries.append("rename") }
          Button("Archive") { log.entries.append("archive") }.disabled(true)
          Divider()
          Button("Delete") { log.entries.append("delete") }
        }
      }
      Text("below")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }

  @Test func drawsLikeAButtonWithAnArrowAndStaysClosed() {
    let host = TestHost(actions(Log()), columns: 30, rows: 6)
    #expect(host.lines[0] == "[ Actions ▾ ]")
    #expect(host.lines[1] == "below")
  }

  @Test func returnOpensTheListAndArrowsSkipDisabledItems() throws {
    let log = Log()
    let host = TestHost(actions(log), columns: 30, rows: 8)
    try host.play("enter")
    #expect(host.lines[1] == " Rename")
    #expect(host.lines[2] == " Archive")
    #expect(host.lines[3] == " Delete")
    #expect(host.style(column: 1, row: 1).attributes.contains(.reverse))
    #expect(host.style(column: 1, row: 2).attributes.contains(.dim))
    try host.play("down enter")
    #expect(log.entries == ["delete"])
    #expect(host.lines[1] == "below")
  }

  @Test func escapeClosesWithoutRunning() throws {
    let log = Log()
    let host = TestHost(actions(log), columns: 30, rows: 8)
    try host.play("space esc")
    #expect(host.lines[1] == "below")
    #expect(log.entries.isEmpty)
  }

  @Test func primaryActionRunsOnReturnAndSpaceOpensTheList() throws {
    let log = Log()
    let host = TestHost(actions(log, primary: true), columns: 30, rows: 8)
    try host.play("enter")
    #expect(log.entries == ["primary"])
    try host.play("space")
    #expect(host.lines[1] == " Rename")
    try host.play("enter")
    #expect(log.entries == ["primary", "rename"])
  }
}
