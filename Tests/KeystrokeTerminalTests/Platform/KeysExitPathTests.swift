import Foundation
import KeystrokeTerminal
import Testing

/// Exit paths of `keystroke keys` that ``KeysLifecycleTests`` leaves out: SIGQUIT, a signal
/// that arrives before negotiation is answered, Ctrl+C as the kitty protocol encodes it, and a
/// SIGTSTP sent by another process rather than typed. Each must leave the terminal as it was.
@Suite(.serialized) struct KeysExitPathTests {
  private func harness() throws -> KeysHarness? {
    guard let binary = KeysHarness.binary else {
      print("KeysExitPathTests skipped: build the keystroke binary first (swift build)")
      return nil
    }
    return try KeysHarness(binary: binary)
  }

  @Test func quitSignalRestoresTheTerminal() throws {
    guard let harness = try harness() else { return }
    try harness.answerNegotiation(kitty: false)
    harness.child.send(.quit)
    #expect(harness.waitForExit() == .signaled(ChildProcess.Signal.quit.number))
    try harness.expectRestored()
  }

  @Test(arguments: [ChildProcess.Signal.terminate, .hangUp])
  func aSignalDuringNegotiationRestoresTheTerminal(signal: ChildProcess.Signal) throws {
    guard let harness = try harness() else { return }
    // The queries are out but unanswered: raw mode is on and the restore must already be armed.
    #expect(try harness.read { $0.contains("\u{1B}[c") })
    harness.child.send(signal)
    #expect(harness.waitForExit() == .signaled(signal.number))
    try harness.expectRestored()
  }

  @Test func kittyControlCQuits() throws {
    guard let harness = try harness() else { return }
    try harness.answerNegotiation(kitty: true)
    try harness.pty.send(Array("\u{1B}[99;5u".utf8))
    #expect(harness.waitForExit() == .exited(0))
    try harness.expectRestored()
  }

  @Test func anExternalStopRestoresAndResumeReentersRawMode() throws {
    guard let harness = try harness() else { return }
    try harness.answerNegotiation(kitty: false)
    // SIGTSTP from another process (`kill -TSTP`), not the 0x1A byte typed on the terminal.
    kill(harness.child.id, SIGTSTP)
    // `isStopped()` reports a stop once, so the loop's last answer is the one to check.
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(10)
    var stopped = false
    while !stopped && clock.now < deadline {
      try harness.read(until: { _ in false }, timeout: .milliseconds(20))
      stopped = harness.child.isStopped()
    }
    #expect(stopped, "SIGTSTP did not stop the program")
    #expect(try harness.pty.attributes() == harness.before, "termios restored while stopped")
    let beforeResume = harness.text.count
    harness.child.send(.continue)
    #expect(try harness.read { $0.count > beforeResume && $0.hasSuffix("\u{1B}[?2026l") })
    #expect(try harness.pty.attributes().isRaw)
    try harness.pty.send([0x03])
    #expect(harness.waitForExit() == .exited(0))
    try harness.expectRestored()
  }
}
