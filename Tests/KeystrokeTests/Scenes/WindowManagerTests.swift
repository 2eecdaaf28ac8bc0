import KeystrokeTesting
import Testing

@testable import Keystroke

/// Several windows of a window group: New Window, the Window menu, ⌘` and Close.
@MainActor
@Suite struct WindowManagerTests {
  @Test func newWindowOpensAnotherWindowWithItsOwnState() throws {
    let host = TestHost(app: CounterWindowsApp.self, columns: 60, rows: 12)
    #expect(host.lines[0].contains("File"))
    #expect(!host.lines[0].contains("Window"))
    try host.play("cmd+k cmd+k")
    #expect(host.lines[1] == "Count: 2")
    try host.play("cmd+n")
    #expect(host.lines[1] == "Count: 0")
    #expect(host.lines[0].contains("Window"))
    try host.play("cmd+k cmd+`")
    #expect(host.lines[1] == "Count: 2")
    try host.play("cmd+`")
    #expect(host.lines[1] == "Count: 1")
  }

  @Test func windowMenuListsTheWindowsAndChoosesOne() throws {
    let host = TestHost(app: CounterWindowsApp.self, columns: 60, rows: 14)
    try host.play("cmd+k cmd+n f10 left left")
    #expect(host.row(containing: "✓") != nil)
    #expect(host.row(containing: "Next Window") != nil)
    // Next Window, then the two windows: the first is the third item.
    try host.play("down enter")
    #expect(host.lines[1] == "Count: 1")
  }

  @Test func closeIsOnlyEnabledWithSeveralWindows() throws {
    let host = TestHost(app: CounterWindowsApp.self, columns: 60, rows: 12)
    try host.play("cmd+w")
    #expect(!host.quitRequested)
    #expect(host.lines[1] == "Count: 0")
    try host.play("cmd+n cmd+k cmd+w")
    #expect(host.lines[1] == "Count: 0")
    #expect(!host.lines[0].contains("Window"))
  }

  @Test func legacyTerminalsCycleWithAltBacktick() throws {
    let host = TestHost(app: CounterWindowsApp.self, columns: 60, rows: 12, terminal: .legacy)
    try host.play("ctrl+k ctrl+n alt+`")
    #expect(host.lines[1] == "Count: 1")
  }
}
