import KeystrokeTesting
import Testing

@testable import Keystroke

/// A chat log with buttons that jump to its ends, in the shape of `ScrollViewReader`'s
/// documentation.
private struct ChatLog: View {
  let anchor: UnitPoint?

  var body: some View {
    ScrollViewReader { proxy in
      VStack(alignment: .leading, spacing: 0) {
        HStack {
          Button("Bottom") { proxy.scrollTo(99, anchor: anchor) }
          Button("Top") { proxy.scrollTo("top") }
          Button("Nowhere") { proxy.scrollTo("missing") }
        }
        ScrollView {
          VStack(alignment: .leading, spacing: 0) {
            Text("first line").id("top")
            ForEach(0..<100) { Text("Message \($0)") }
          }
        }
      }
    }
  }
}

@MainActor
@Suite struct ScrollViewReaderTests {
  @Test(arguments: [80, 140])
  func scrollToBringsTheRowIntoView(columns: Int) throws {
    let host = TestHost(ChatLog(anchor: nil), columns: columns, rows: 10)
    #expect(host.text.contains("first line"))
    #expect(!host.text.contains("Message 99"))
    try host.play("enter")
    #expect(host.lines.last?.hasPrefix("Message 99") == true)
    #expect(!host.text.contains("first line"))
    try host.play("tab enter")
    #expect(host.lines[1].hasPrefix("first line"))
  }

  @Test func anAnchorPlacesTheRowAtThatPointOfTheWindow() throws {
    let host = TestHost(ChatLog(anchor: .top), columns: 80, rows: 10)
    try host.play("enter")
    // Message 99 is the last row: the window cannot scroll past the end, so it stays at the
    // bottom even with a top anchor.
    #expect(host.lines.last?.hasPrefix("Message 99") == true)
  }

  @Test func anUnknownIDDoesNothing() throws {
    let host = TestHost(ChatLog(anchor: nil), columns: 80, rows: 10)
    try host.play("tab tab enter")
    #expect(host.lines[1].hasPrefix("first line"))
  }

  @Test func offsetArithmetic() {
    typealias R = ScrollTargetRegistry
    #expect(R.offset(revealing: 50, length: 1, viewport: 10, current: 0, anchor: nil) == 41)
    #expect(R.offset(revealing: 5, length: 1, viewport: 10, current: 20, anchor: nil) == 5)
    #expect(R.offset(revealing: 25, length: 1, viewport: 10, current: 20, anchor: nil) == 20)
    #expect(R.offset(revealing: 50, length: 2, viewport: 10, current: 0, anchor: 0) == 50)
    #expect(R.offset(revealing: 50, length: 2, viewport: 10, current: 0, anchor: 0.5) == 46)
    #expect(R.offset(revealing: 50, length: 2, viewport: 10, current: 0, anchor: 1) == 42)
  }
}
