import KeystrokeTesting
import Testing

@testable import Keystroke

/// An editor filling its window, whatever the window's size.
private struct FullEditor: View {
  @State var text: String

  var body: some View {
    TextEditor(text: $text).frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

/// An editor scrolled to its end shows as many lines as its window holds: after the window
/// grows back or lines are deleted, the text comes down to fill it instead of leaving blank rows
/// below the last line while lines above stay hidden.
@MainActor
@Suite struct EditorFillsWindowTests {
  private func shown(_ host: TestHost) -> [String] {
    host.lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  @Test func aWindowThatGrowsBackShowsTheLinesAgain() throws {
    let host = TestHost(FullEditor(text: "first\nsecond\nthird\n"), columns: 30, rows: 8)
    try host.play("cmd+end resize:30x2 resize:30x8")
    #expect(shown(host) == ["first", "second", "third"])
    try host.play("resize:30x3 resize:30x20")
    #expect(shown(host) == ["first", "second", "third"])
  }

  @Test func deletingTheLastLinesBringsTheRestIntoView() throws {
    let text = (1...30).map(String.init).joined(separator: "\n")
    let host = TestHost(FullEditor(text: text), columns: 20, rows: 10)
    try host.play("cmd+end")
    #expect(shown(host).last == "30")
    for _ in 0..<10 { try host.play("shift+up") }
    try host.play("backspace")
    // Twenty lines left (the last now "20"): the window shows its ten last, not blank rows.
    #expect(shown(host) == (11...20).map(String.init))
  }
}
