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

  /// A push whose action also asks for a field on the pushed screen: the field takes focus,
  /// and popping gives focus back to the button that pushed.
  struct Editing: View {
    let log: Log
    @State private var path: [Int] = []
    @State private var name = ""
    @FocusState private var nameFocused: Bool

    var body: some View {
      NavigationStack(path: $path) {
        VStack(alignment: .leading, spacing: 0) {
          Button("Help") { log.lines.append("help") }
          Button("Edit") {
            path = [1]
            nameFocused = true
          }
        }
        .navigationDestination(for: Int.self) { _ in
          VStack(alignment: .leading, spacing: 0) {
            Button("Clear") { name = "" }
            TextField("Name", text: $name).focused($nameFocused)
            Text("name: \(name)")
          }
        }
      }
    }
  }

  @Test func aPushThatAsksForAFieldFocusesItAndPoppingReturnsToTheButton() throws {
    let log = Log()
    let host = TestHost(Editing(log: log), columns: 50, rows: 10)
    try host.play("tab enter")
    #expect(host.host.passesInLastUpdate == 1)
    try host.play("\"Ada\"")
    #expect(host.text.contains("name: Ada"))
    try host.play("escape escape")
    #expect(host.text.contains("Help"))
    try host.play("enter")
    #expect(host.text.contains("name: Ada"))
    #expect(log.lines.isEmpty)
  }

  /// A pushed screen that starts with a list of controls: its first row takes focus.
  @Test func aPushedListOfControlsTakesFocusOnItsFirstRow() throws {
    struct Outer: View {
      let log: Log
      var body: some View {
        HStack {
          Button("Outside") { log.lines.append("outside") }
          NavigationStack {
            NavigationLink("Open", value: 1)
              .navigationDestination(for: Int.self) { _ in
                List(["a", "b"], id: \.self) { row in
                  Button("Row \(row)") { log.lines.append(row) }
                }
              }
          }
        }
      }
    }
    let log = Log()
    let host = TestHost(Outer(log: log), columns: 60, rows: 10)
    try host.play("tab enter")
    #expect(host.host.passesInLastUpdate == 1)
    try host.play("enter")
    #expect(log.lines == ["a"])
  }

  /// Links to screens of text alone, nothing to focus on them.
  struct Readings: View {
    var body: some View {
      NavigationStack {
        VStack(alignment: .leading, spacing: 0) {
          NavigationLink("Preface") { Text("Preface text") }
          NavigationLink("Chapter one") { Text("Chapter one text") }
          NavigationLink("Chapter two") { Text("Chapter two text") }
        }
      }
    }
  }

  @Test func aScreenWithNothingToFocusIsPushedAndPoppedInOnePassEach() throws {
    let host = TestHost(Readings(), columns: 50, rows: 10)
    try host.play("tab enter")
    #expect(host.text.contains("Chapter one text"))
    #expect(host.host.passesInLastUpdate == 1)
    #expect(host.host.focusedNodeID == nil)
    try host.play("escape")
    #expect(host.text.contains("Chapter two"))
    #expect(host.host.passesInLastUpdate == 1)
    // The link that was opened has focus again: Tab goes on to the next one.
    try host.play("tab enter")
    #expect(host.text.contains("Chapter two text"))
  }
}
