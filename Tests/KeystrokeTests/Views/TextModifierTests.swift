import KeystrokeTerminal
import KeystrokeTesting
import Testing

@testable import Keystroke

/// `Text`'s own modifiers return `Text`, so styled pieces join with `+` and keep their style.
@MainActor
@Suite struct TextModifierTests {
  @Test func styledPiecesJoinAndKeepTheirStyle() throws {
    let text: Text =
      Text("a").italic(true) + Text("b").underline(true, color: .red)
      + Text("c").strikethrough(true, color: .blue) + Text("d").monospaced()
      + Text("e").monospacedDigit() + Text("f").italic(false)
    let host = TestHost(text, columns: 10, rows: 1)
    let line = host.lines[0]
    let start = try #require(line.range(of: "abcdef")).lowerBound.utf16Offset(in: line)
    #expect(host.style(column: start, row: 0).attributes.contains(.italic))
    #expect(host.style(column: start + 1, row: 0).attributes.contains(.underline))
    #expect(host.style(column: start + 2, row: 0).attributes.contains(.strikethrough))
    for column in start + 3...start + 5 {
      #expect(host.style(column: column, row: 0).attributes == [])
    }
  }

  @Test func inactiveLinesLeaveTheTextPlain() {
    let host = TestHost(
      Text("a").underline(false, color: .red) + Text("b").strikethrough(false), columns: 2,
      rows: 1)
    #expect(host.lines[0] == "ab")
    #expect(host.style(column: 0, row: 0).attributes == [])
    #expect(host.style(column: 1, row: 0).attributes == [])
  }
}
