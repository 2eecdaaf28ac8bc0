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

/// A long list with a button that jumps to a row, as mail and chat apps do.
private struct Inbox: View {
  let anchor: UnitPoint?
  @State private var selection: Int?

  var body: some View {
    ScrollViewReader { proxy in
      VStack(alignment: .leading, spacing: 0) {
        Button("Jump") { proxy.scrollTo(60, anchor: anchor) }
        List(0..<100, id: \.self, selection: $selection) { Text("Mail \($0)") }
      }
    }
  }
}

@MainActor
@Suite struct ScrollViewReaderTests {
  @Test(arguments: [80, 140])
  func scrollToReachesAListRow(columns: Int) throws {
    let host = TestHost(Inbox(anchor: nil), columns: columns, rows: 10)
    #expect(!host.text.contains("Mail 60"))
    try host.play("enter")
    #expect(host.lines.last?.hasPrefix("Mail 60") == true)
    let top = TestHost(Inbox(anchor: .top), columns: columns, rows: 10)
    try top.play("enter")
    #expect(top.lines[1].hasPrefix("Mail 60"))
  }

  @Test func listTopArithmetic() {
    typealias R = ScrollTargetRegistry
    #expect(R.listTop(entry: 60, viewport: 9, current: 0, anchor: nil) == 52)
    #expect(R.listTop(entry: 3, viewport: 9, current: 10, anchor: nil) == 3)
    #expect(R.listTop(entry: 12, viewport: 9, current: 10, anchor: nil) == 10)
    #expect(R.listTop(entry: 60, viewport: 9, current: 0, anchor: 0) == 60)
    #expect(R.listTop(entry: 60, viewport: 9, current: 0, anchor: 0.5) == 56)
    #expect(R.listTop(entry: 2, viewport: 9, current: 0, anchor: 1) == 0)
  }

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
