import Testing

@testable import KeystrokeTerminal

/// Keeps the test target buildable until the terminal helpers add their suites.
@Suite struct TerminalTargetPresenceTests {
  @Test func moduleNamespaceIsVisible() {
    #expect(String(describing: KeystrokeTerminal.self) == "KeystrokeTerminal")
  }
}
