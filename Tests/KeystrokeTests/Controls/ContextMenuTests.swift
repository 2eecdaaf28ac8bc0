import KeystrokeTesting
import Testing

@testable import Keystroke

/// A message with a context menu, in the shape of Apple's `contextMenu` example.
private struct Message: View {
  let sender: String
  @State private var log: [String] = []

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Button("Message from \(sender)") { log.append("open") }
        .contextMenu {
          Button("Reply") { log.append("reply") }
            .keyboardShortcut("r")
          Button("Forward") { log.append("forward") }
          Button("Delete", role: .destructive) { log.append("delete") }
            .disabled(true)
        }
      Text("Log: " + log.joined(separator: ","))
      Spacer()
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@MainActor
@Suite struct ContextMenuTests {
  @Test(arguments: [80, 140])
  func shiftF10OpensABoxUnderTheFocusedControl(columns: Int) throws {
    let host = TestHost(Message(sender: "Ada"), columns: columns, rows: 12)
    #expect(!host.text.contains("Reply"))
    try host.play("shift+f10")
    let reply = try #require(host.row(containing: "Reply"))
    let button = try #require(host.row(containing: "Message from Ada"))
    #expect(reply > button)
    #expect(host.lines[reply].contains("⌘R"))
    #expect(host.text.contains("Forward"))
    #expect(
      host.style(column: host.lines[reply].distance(to: "Reply"), row: reply)
        .attributes.contains(.reverse))
  }

  @Test func returnRunsTheHighlightedItemAndCloses() throws {
    let host = TestHost(Message(sender: "Ada"), columns: 80, rows: 12)
    try host.play("shift+f10 down enter")
    #expect(host.text.contains("Log: forward"))
    #expect(!host.text.contains("Reply"))
    // The disabled Delete is skipped: the highlight wraps around to Reply.
    let again = TestHost(Message(sender: "Ada"), columns: 80, rows: 12)
    try again.play("shift+f10 down down enter")
    #expect(again.text.contains("Log: reply"))
  }

  @Test func escapeClosesWithoutRunningAnything() throws {
    let host = TestHost(Message(sender: "Ada"), columns: 80, rows: 12)
    try host.play("shift+f10 esc")
    #expect(!host.text.contains("Reply"))
    #expect(host.text.contains("Log: \n") || host.lines.contains("Log:"))
    try host.play("enter")
    #expect(host.text.contains("Log: open"))
  }

  @Test func wideTitlesAndAnEmptyMenu() throws {
    let wide = TestHost(
      Button("メッセージ") {}.contextMenu { Button("返信する") {} }
        .frame(maxWidth: .infinity, maxHeight: .infinity), columns: 80, rows: 8)
    try wide.play("shift+f10")
    #expect(wide.text.contains("返信する"))
    let empty = TestHost(
      Button("Nothing") {}.contextMenu {}
        .frame(maxWidth: .infinity, maxHeight: .infinity), columns: 80, rows: 8)
    try empty.play("shift+f10")
    #expect(empty.text.contains("No actions"))
    try empty.play("esc")
    #expect(!empty.text.contains("No actions"))
  }
}

extension String {
  /// The column where `text` starts (ASCII lines only).
  fileprivate func distance(to text: String) -> Int {
    guard let range = range(of: text) else { return 0 }
    return distance(from: startIndex, to: range.lowerBound)
  }
}
