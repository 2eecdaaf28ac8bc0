import Testing

@testable import KeystrokeCore

@Suite struct TerminalReachabilityTests {
  typealias F = DispatchFixtures

  static let snapshot = DispatchSnapshot(
    windows: [
      DispatchWindow(
        id: "main",
        layers: [
          PresentationLayer(
            id: "content",
            controls: [
              ShortcutControl(
                id: "kill", title: "Kill Buffer",
                shortcut: Shortcut("k", modifiers: [.control, .shift])),
              ShortcutControl(id: "tab1", title: "First Tab", shortcut: F.cmd("1")),
            ])
        ],
        menuCommands: [
          Command(id: "go.f13", title: "Go", shortcut: Shortcut(.function(13))),
          Command(
            id: "file.indent", title: "Indent", keys: F.keys(F.ctrl("k"), F.ctrl("i")),
            isEnabled: false),
        ])
    ],
    activeWindow: "main",
    appCommands: [Command(id: "app.quit", title: "Quit", shortcut: F.ctrl("c"))])

  @Test func legacyTerminalReportsEveryUnreachableBindingWithItsReason() {
    let findings = ConflictAnalyzer(terminal: .legacy).conflicts(in: Self.snapshot)
      .filter { $0.kind == .unreachableOnTerminal }
    #expect(findings.map(\.keys.traceText) == ["ctrl+shift+k", "f13", "ctrl+k ctrl+i", "ctrl+c"])
    #expect(findings.allSatisfy { $0.second == .terminal("legacy") })
    #expect(
      findings.first?.reason.hasPrefix(
        "\"Kill Buffer\" on ctrl+shift+k cannot be pressed on a legacy terminal: ") == true)
    #expect(findings[2].reason.contains("step 2") == true)
  }

  @Test func kittyReachesAllButTheReservedQuitKey() {
    let findings = ConflictAnalyzer(terminal: .kitty).conflicts(in: Self.snapshot)
      .filter { $0.kind == .unreachableOnTerminal }
    #expect(findings.map(\.keys.traceText) == ["ctrl+c"])
  }

  @Test func withoutAProfileNothingIsChecked() {
    let findings = ConflictAnalyzer().conflicts(in: Self.snapshot)
    #expect(!findings.contains { $0.kind == .unreachableOnTerminal })
  }
}
