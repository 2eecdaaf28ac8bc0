import Testing

@testable import KeystrokeCore

@Suite struct MacReservedConflictTests {
  typealias F = DispatchFixtures

  static func snapshot(_ commands: [Command]) -> DispatchSnapshot {
    DispatchSnapshot(
      windows: [DispatchWindow(id: "main", layers: [], menuCommands: commands)],
      activeWindow: "main")
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let command: Command
    let expected: [ConflictKind]
    var testDescription: String { "\(command.title) on \(command.keys?.traceText ?? "-")" }
  }

  static let cases: [Case] = [
    Case(
      command: Command(
        id: "palette", title: "Palette", shortcut: Shortcut(.space, modifiers: .command)),
      expected: [.macReservedBySystem]),
    Case(
      command: Command(id: "shot", title: "Capture", shortcut: Shortcut("#", modifiers: .command)),
      expected: []),
    Case(
      command: Command(id: "logout", title: "Leave", shortcut: Shortcut("Q", modifiers: .command)),
      expected: [.macReservedBySystem]),
    Case(
      command: Command(id: "quit", title: "Quit Time Tracker", shortcut: F.cmd("q")),
      expected: []),
    Case(
      command: Command(id: "new", title: "New Goal", shortcut: F.cmd("n")), expected: []),
    Case(
      command: Command(id: "search", title: "Search", shortcut: F.cmd("f")),
      expected: [.macStandardShortcut]),
    Case(
      command: Command(id: "delete", title: "Delete Everything", shortcut: F.cmd("w")),
      expected: [.macStandardShortcut]),
    Case(
      command: Command(
        id: "chord", title: "Zoom Chord",
        keys: F.keys(F.ctrl("k"), Shortcut("-", modifiers: .command))),
      expected: [.macReservedBySystem]),
    Case(
      command: Command(id: "tab1", title: "Goals", shortcut: F.cmd("1")), expected: []),
  ]

  @Test(arguments: cases)
  func reservedAndStandardKeys(_ testCase: Case) {
    let findings = ConflictAnalyzer().conflicts(in: Self.snapshot([testCase.command]))
    #expect(findings.map(\.kind) == testCase.expected)
  }

  @Test func findingsNameMacOSAndTheBinding() {
    let command = Command(
      id: "palette", title: "Palette", shortcut: Shortcut(.space, modifiers: .command))
    let finding = ConflictAnalyzer().conflicts(in: Self.snapshot([command])).first
    #expect(finding?.first == .macOS("Spotlight"))
    #expect(finding?.second.label.hasPrefix("command \"palette\" \"Palette\" [cmd+space]") == true)
    #expect(
      finding?.reason
        == "macOS takes cmd+space for \"Spotlight\" before any app sees it, so \"Palette\" never "
        + "fires there")
  }

  @Test func checkCanBeTurnedOff() {
    let command = Command(id: "search", title: "Search", shortcut: F.cmd("f"))
    #expect(
      ConflictAnalyzer(checksMacReserved: false).conflicts(in: Self.snapshot([command])).isEmpty)
  }
}
