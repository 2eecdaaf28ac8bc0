import KeystrokeTesting
import Testing

@testable import Keystroke

/// Pushing a screen moves focus onto it, and popping moves focus back to the root's view that
/// had it, as the stack builds: one pass each way.
@MainActor
@Suite struct NavigationFocusOnePassTests {
  struct Topic: Hashable {
    let name: String
  }

  final class Log {
    var lines: [String] = []
  }

  /// A root with a button before a list of links (each link a focus stop of its own), and a
  /// detail screen with its own button and a link one level deeper.
  struct Topics: View {
    let log: Log
    let topics = ["Swift", "Terminals", "Keyboards"].map(Topic.init)

    var body: some View {
      NavigationStack {
        VStack(alignment: .leading, spacing: 0) {
          Button("Refresh") { log.lines.append("refresh") }
          List(topics, id: \.self) { topic in
            NavigationLink(topic.name, value: topic)
          }
        }
        .navigationDestination(for: Topic.self) { topic in
          VStack(alignment: .leading, spacing: 0) {
            Text("About \(topic.name)")
            Button("Follow") { log.lines.append("follow \(topic.name)") }
            NavigationLink("More", value: "more about \(topic.name)")
          }
        }
        .navigationDestination(for: String.self) { text in
          Button("Done reading") { log.lines.append("done \(text)") }
        }
      }
    }
  }

  @Test func pushingFocusesTheScreensFirstControlInOnePass() throws {
    let log = Log()
    let host = TestHost(Topics(log: log), columns: 50, rows: 12)
    try host.play("tab tab enter")
    #expect(host.text.contains("About Terminals"))
    #expect(host.host.passesInLastUpdate == 1)
    try host.play("enter")
    #expect(log.lines == ["follow Terminals"])
  }

  @Test func poppingGivesFocusBackToTheOpenedLinkInOnePass() throws {
    let log = Log()
    let host = TestHost(Topics(log: log), columns: 50, rows: 12)
    try host.play("tab tab enter")
    try host.play("escape")
    #expect(host.text.contains("Refresh"))
    #expect(host.host.passesInLastUpdate == 1)
    // The link that was opened has focus again: Return opens it again, where the window's
    // first control (Refresh) would have refreshed.
    try host.play("enter")
    #expect(host.text.contains("About Terminals"))
    #expect(log.lines.isEmpty)
  }

  @Test func poppingASecondScreenFocusesTheFirstScreensFirstControl() throws {
    let log = Log()
    let host = TestHost(Topics(log: log), columns: 50, rows: 12)
    try host.play("tab enter tab enter")
    #expect(host.text.contains("Done reading"))
    #expect(host.host.passesInLastUpdate == 1)
    try host.play("enter")
    #expect(log.lines == ["done more about Swift"])
    try host.play("escape")
    #expect(host.text.contains("About Swift"))
    #expect(host.host.passesInLastUpdate == 1)
    try host.play("enter")
    #expect(log.lines == ["done more about Swift", "follow Swift"])
  }
}
