import Keystroke
import KeystrokeTesting
import Testing

/// Where scroll views start and whether their bars show.
@MainActor
@Suite struct ScrollingModifierBehaviourTests {
  @Test func aBottomAnchoredScrollViewStartsAtItsEndAndFollowsNewLines() throws {
    let host = TestHost(ChatTranscript(), columns: 40, rows: 10)
    #expect(host.row(containing: "Message 30") != nil)
    #expect(host.row(containing: "Message 1 ") == nil)
    // The scroll view takes focus first (it holds no controls); Send is next.
    try host.play("tab enter")
    #expect(host.row(containing: "Message 31") != nil)
  }

  @Test func aScrolledBackAnchoredViewStaysWhereTheReaderLeftIt() throws {
    let host = TestHost(ChatTranscript(), columns: 40, rows: 10)
    try host.play("pageup")
    let shown = try #require(host.lines.first)
    #expect(host.row(containing: "Message 30") == nil)
    try host.play("tab enter")
    #expect(host.lines.first == shown)
    #expect(host.row(containing: "Message 31") == nil)
  }

  @Test func aTopAnchorOrNoneStartsAtTheStart() throws {
    let lines = VStack(alignment: .leading) { ForEach(1..<41) { Text("Line \($0)") } }
    let plain = TestHost(ScrollView { lines }, columns: 40, rows: 10)
    let top = TestHost(ScrollView { lines }.defaultScrollAnchor(.top), columns: 40, rows: 10)
    #expect(plain.lines.first?.hasPrefix("Line 1 ") == true)
    #expect(top.lines == plain.lines)
  }

  @Test func hiddenIndicatorsDrawNoBar() throws {
    let long = VStack(alignment: .leading) { ForEach(1..<41) { Text("Line \($0)") } }
    let shown = TestHost(ScrollView { long }, columns: 20, rows: 6)
    let hidden = TestHost(ScrollView { long }.scrollIndicators(.hidden), columns: 20, rows: 6)
    #expect(shown.text.contains("█") || shown.text.contains("┃") || shown.text.contains("│"))
    #expect(shown.lines != hidden.lines)
    #expect(!hidden.lines.contains { $0.count > 7 })
  }

  @Test func aListHidesItsBarToo() throws {
    let rows = (1...40).map { "Row \($0)" }
    let shown = TestHost(List(rows, id: \.self) { Text($0) }, columns: 20, rows: 6)
    let hidden = TestHost(
      List(rows, id: \.self) { Text($0) }.scrollIndicators(.hidden), columns: 20, rows: 6)
    #expect(shown.lines != hidden.lines)
    #expect(!hidden.lines.contains { $0.count > 6 })
  }
}
