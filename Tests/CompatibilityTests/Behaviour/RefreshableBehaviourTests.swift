import Keystroke
import KeystrokeTesting
import Testing

/// A refreshable view refreshes from View › Refresh, its ⌘R shortcut, and `\.refresh`.
@MainActor
@Suite(.serialized) struct RefreshableBehaviourTests {
  /// Plays `keys` until the screen shows `text`: a press that lands while the last refresh is
  /// still finishing (its task hops back to the main actor after the screen changed) is
  /// ignored, by design, so it is pressed again.
  private func press(_ keys: String, until text: String, in host: TestHost) async throws {
    try await host.press(keys, until: text, presses: 10, polls: 100)
  }

  @Test func commandRRefreshesAndTheViewMenuListsRefresh() async throws {
    let host = TestHost(app: HeadlinesApp.self, columns: 80, rows: 16)
    #expect(host.row(containing: "Reloaded 0 times") != nil)
    try host.play("cmd+r")
    try await host.waitFor("Reloaded 1 times")
    #expect(host.row(containing: "Reloaded 1 times") != nil)
    #expect(host.row(containing: "Update 1") != nil)
    // The app menu, File, Edit, then View.
    try host.play("f10 right right right")
    let item = try #require(host.row(containing: "Refresh"))
    #expect(host.lines[item].contains("⌘R"))
    #expect(host.row(containing: "Show Sidebar") != nil)
    try host.play("esc")
    // Chosen from the menu (its first item), it refreshes again, once.
    try await press("f10 right right right enter", until: "Reloaded 2 times", in: host)
    #expect(host.row(containing: "Update 2") != nil)
    #expect(host.row(containing: "Update 3") == nil)
  }

  @Test func aButtonReadingTheEnvironmentRefreshes() async throws {
    let host = TestHost(app: HeadlinesApp.self, columns: 80, rows: 16)
    // Focus starts on the Reload button.
    try host.play("enter")
    try await host.waitFor("Reloaded 1 times")
    #expect(host.row(containing: "Update 1") != nil)
  }

  @Test func aViewHostedAloneTakesCommandRAsAShortcut() async throws {
    let host = TestHost(HeadlinesView(), columns: 60, rows: 10)
    try host.play("cmd+r")
    try await host.waitFor("Reloaded 1 times")
    #expect(host.row(containing: "Reloaded 1 times") != nil)
  }

  @Test func aPressWhileARefreshRunsIsIgnored() async throws {
    let host = TestHost(app: HeadlinesApp.self, columns: 80, rows: 16)
    // The second press comes before the first refresh's task has had a turn.
    try host.play("cmd+r cmd+r")
    try await host.waitFor("Reloaded 1 times")
    for _ in 0..<20 {
      try await Task.sleep(for: .milliseconds(5))
      host.host.update()
    }
    #expect(host.row(containing: "Reloaded 1 times") != nil)
    #expect(host.row(containing: "Update 2") == nil)
    // Once it has finished, the next press refreshes again.
    try await press("cmd+r", until: "Reloaded 2 times", in: host)
    #expect(host.row(containing: "Update 2") != nil)
  }

  @Test func outsideARefreshableViewThereIsNoRefreshAction() throws {
    let host = TestHost(ReloadButton(), columns: 20, rows: 1)
    // The button is disabled: Return does nothing and nothing crashes.
    try host.play("enter")
    #expect(host.row(containing: "Reload") != nil)
  }
}

/// An app whose own command already takes ⌘R, with a refreshable view.
private struct ResumingApp: App {
  @State private var resumed = 0

  var body: some Scene {
    WindowGroup {
      VStack {
        Text("Resumed \(resumed)")
        HeadlinesView()
      }
    }
    .commands {
      CommandMenu("Timer") {
        Button("Resume") { resumed += 1 }
          .keyboardShortcut("r")
      }
    }
  }
}

@MainActor
@Suite struct RefreshShortcutConflictTests {
  @Test func theAppsOwnCommandKeepsCommandRAndRefreshStaysInTheViewMenu() async throws {
    let host = TestHost(app: ResumingApp.self, columns: 80, rows: 16)
    try host.play("cmd+r")
    #expect(host.row(containing: "Resumed 1") != nil)
    #expect(host.row(containing: "Reloaded 0 times") != nil)
    try host.play("f10 right right right")
    let item = try #require(host.row(containing: "Refresh"))
    #expect(!host.lines[item].contains("⌘R"))
    try host.play("enter")
    for _ in 0..<400 where host.row(containing: "Reloaded 1 times") == nil {
      try await Task.sleep(for: .milliseconds(5))
      host.host.update()
    }
    #expect(host.row(containing: "Reloaded 1 times") != nil)
  }
}
