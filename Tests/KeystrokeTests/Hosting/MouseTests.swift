import KeystrokeTerminal
import KeystrokeTesting
import Testing

@testable import Keystroke

private final class Log {
  var entries: [String] = []
}

private struct MouseForm: View {
  let log: Log
  @State private var first = ""
  @State private var second = ""
  @State private var isOn = false

  var body: some View {
    VStack(alignment: .leading) {
      TextField("First", text: $first)
      TextField("Second", text: $second)
      Toggle("Notify", isOn: $isOn)
      Button("Save") { log.entries.append("save") }
      Text("first=\(first) second=\(second) on=\(isOn)")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@MainActor
@Suite struct MouseTests {
  private func click(_ host: TestHost, column: Int, row: Int) -> Bool {
    host.host.send(mouse: TerminalMouseEvent(.press(.left), column: column, row: row))
  }

  private func column(of text: String, in line: String) throws -> Int {
    try #require(line.range(of: text)).lowerBound.utf16Offset(in: line)
  }

  /// Whether the Options menu is open: its item inside the menu's box. (The hint line may name
  /// the item too.)
  private func menuIsOpen(_ host: TestHost) -> Bool {
    host.lines.contains { $0.contains("│ Show Grid") }
  }

  @Test func clickOnATitleOpensItsMenuAndOnAnItemRunsIt() throws {
    let host = TestHost(app: CommandsContentApp.self, columns: 70, rows: 22)
    #expect(click(host, column: try column(of: "Options", in: host.lines[0]), row: 0))
    let row = try #require(host.row(containing: "Show Grid"))
    #expect(click(host, column: try column(of: "Show Grid", in: host.lines[row]), row: row))
    #expect(!menuIsOpen(host))
    #expect(host.lines[1].hasPrefix("Grid: on"))
  }

  @Test func clickOutsideClosesTheMenuAndASecondClickOnTheTitleToo() throws {
    let host = TestHost(app: CommandsContentApp.self, columns: 70, rows: 22)
    let options = try column(of: "Options", in: host.lines[0])
    _ = click(host, column: options, row: 0)
    #expect(click(host, column: 69, row: 15))
    #expect(!menuIsOpen(host))
    _ = click(host, column: options, row: 0)
    _ = click(host, column: options, row: 0)
    #expect(!menuIsOpen(host))
    #expect(host.lines[1].hasPrefix("Grid: off"))
  }

  @Test func clickOnASeparatorKeepsTheMenuOpen() throws {
    let host = TestHost(app: CommandsContentApp.self, columns: 70, rows: 22)
    _ = click(host, column: try column(of: "Options", in: host.lines[0]), row: 0)
    let separator = try #require(host.lines.firstIndex { $0.contains("├") })
    #expect(click(host, column: try column(of: "├", in: host.lines[separator]) + 2, row: separator))
    #expect(host.row(containing: "Show Grid") != nil)
  }

  @Test func clicksFocusFieldsFlipTogglesAndPressButtons() throws {
    let log = Log()
    let host = TestHost(MouseForm(log: log), columns: 40, rows: 8)
    #expect(click(host, column: 3, row: 1))
    try host.play("\"b\"")
    #expect(host.lines[4] == "first= second=b on=false")
    #expect(click(host, column: 1, row: 2))
    #expect(host.lines[4] == "first= second=b on=true")
    #expect(click(host, column: 3, row: 3))
    #expect(log.entries == ["save"])
    #expect(!click(host, column: 30, row: 6))
    #expect(
      !host.host.send(mouse: TerminalMouseEvent(.release(.left), column: 3, row: 3)))
    #expect(log.entries == ["save"])
  }

  @Test func clickOnAPopUpMenuOpensItAndOnAnItemRunsIt() throws {
    let log = Log()
    let view = VStack(alignment: .leading) {
      Menu("Actions") {
        Button("Rename") { log.entries.append("rename") }
        Button("Delete") { log.entries.append("delete") }
      }
      Text("end")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    let host = TestHost(view, columns: 30, rows: 6)
    _ = click(host, column: 2, row: 0)
    #expect(host.lines[2] == " Delete")
    _ = click(host, column: 2, row: 2)
    #expect(log.entries == ["delete"])
    #expect(host.lines[1] == "end")
  }
}
