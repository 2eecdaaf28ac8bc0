import KeystrokeCore
import KeystrokeTesting
import Testing

@testable import Keystroke

private struct ExplainedApp: App {
  @State private var count = 0

  var body: some Scene {
    WindowGroup {
      Text("Count \(count)")
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
    .commands {
      CommandMenu("Counter") {
        Button("Increment") { count += 1 }.keyboardShortcut("i")
        Button("Reset") { count = 0 }.keyboardShortcut("i").commandID("counter.reset")
        Button("Add Ten") { count += 10 }.keyboardShortcut(chord: "ctrl+k t")
      }
    }
  }
}

/// Help › Explain Next Key and the key trace log.
@MainActor
@Suite(.serialized) struct KeyExplanationTests {
  @Test func theNextKeyIsExplainedNotRun() throws {
    let host = TestHost(app: ExplainedApp.self, columns: 90, rows: 16)
    try host.play("cmd+shift+p \"explain next\" enter cmd+i")
    #expect(host.text.contains("Count 0"))
    #expect(host.text.contains("Runs command \"Counter/Increment\"."))
    #expect(host.text.contains("key: cmd+i"))
    #expect(host.text.contains("command \"Counter/Increment\" \"Increment\" [cmd+i]: fires"))
    #expect(host.text.contains("command \"counter.reset\" \"Reset\" [cmd+i]: not used, an"))
    #expect(host.text.contains("│     earlier binding already decided"))
    try host.play("esc cmd+i")
    #expect(!host.text.contains("key: cmd+i"))
    #expect(host.text.contains("Count 1"))
  }

  /// A chord's first key is not the whole story: the explanation waits for the chord's next
  /// key, the hint line says what can follow, and nothing runs.
  @Test func aChordIsExplainedWhole() throws {
    let host = TestHost(app: ExplainedApp.self, columns: 90, rows: 16)
    try host.play("cmd+shift+p \"explain next\" enter ctrl+k")
    #expect(host.text.contains("Explain: the chord"))
    #expect(host.text.contains("Add Ten"))
    #expect(!host.text.contains("key: ctrl+k"))
    try host.play("t")
    #expect(host.text.contains("Count 0"))
    #expect(host.text.contains("Runs command \"Counter/Add Ten\"."))
    #expect(host.text.contains("key: ctrl+k"))
    #expect(host.text.contains("key: t"))
    try host.play("esc ctrl+k t")
    #expect(host.text.contains("Count 10"))
    try host.play("cmd+shift+p \"explain next\" enter ctrl+k esc")
    #expect(host.text.contains("Ends the pending chord; nothing runs."))
    #expect(host.text.contains("key: ctrl+k"))
  }

  @Test func theHelpMenuHasIt() throws {
    let host = TestHost(app: ExplainedApp.self, columns: 90, rows: 16)
    let ids = host.host.commandCatalog?.commands.map(\.id.rawValue) ?? []
    #expect(ids.contains("Help/Explain Next Key"))
  }

  @Test func everyDispatchedKeyIsLoggedWithKeymapIds() throws {
    let host = TestHost(app: ExplainedApp.self, columns: 90, rows: 16)
    var logged: [[String]] = []
    host.host.appState?.traceLog = { logged.append($0) }
    try host.play("cmd+i x")
    #expect(logged.count == 2)
    #expect(logged.first?.first == "key: cmd+i")
    #expect(logged.first?.contains { $0.contains("\"Counter/Increment\"") } == true)
    #expect(logged.last?.first == "key: x")
  }
}
