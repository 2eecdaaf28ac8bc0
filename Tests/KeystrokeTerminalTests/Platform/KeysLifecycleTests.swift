import Foundation
import KeystrokeTerminal
import Testing

/// Plays the terminal for the built `keystroke keys` binary on a real pseudo-terminal.
final class KeysHarness {
  let pty: PseudoTerminal
  let child: ChildProcess
  let before: TerminalAttributes
  private(set) var output: [UInt8] = []
  private var termination: ChildProcess.Termination?

  /// The built binary next to the test bundle, or `nil` when it has not been built.
  static let binary: String? = {
    let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let sourceRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let candidates = [
      bundleDirectory.appendingPathComponent("keystroke").path,
      sourceRoot.appendingPathComponent(".build/debug/keystroke").path,
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  init(
    binary: String, arguments: [String] = [],
    size: TerminalSize = TerminalSize(columns: 100, rows: 30),
    environment extra: [String: String] = [:]
  ) throws {
    pty = try PseudoTerminal(size: size)
    before = try pty.attributes()
    let environment = [
      "TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin",
      "SWIFT_BACKTRACE": "enable=no",
    ].merging(extra) { _, override in override }
    child = try pty.spawn(binary, arguments: ["keys"] + arguments, environment: environment)
  }

  deinit {
    if termination == nil, child.poll() == nil {
      child.send(.kill)
      _ = waitForExit(timeout: .seconds(5))
    }
  }

  var text: String { String(decoding: output, as: UTF8.self) }

  /// Reads output until `predicate` holds or `timeout` passes.
  @discardableResult
  func read(until predicate: (String) -> Bool, timeout: Duration = .seconds(10)) throws -> Bool {
    let clock = ContinuousClock()
    let end = clock.now + timeout
    while !predicate(text) {
      guard clock.now < end else { return false }
      output += try pty.receive(timeout: .milliseconds(50))
    }
    return true
  }

  /// Answers the startup queries like a kitty-protocol terminal, or like plain xterm.
  func answerNegotiation(kitty: Bool) throws {
    #expect(try read { $0.contains("\u{1B}[c") }, "no DA1 query in: \(text.debugDescription)")
    let replies =
      kitty ? "\u{1B}[?1u\u{1B}[?2026;2$y\u{1B}[?62;22c" : "\u{1B}[?1;2c"
    try pty.send(Array(replies.utf8))
    let expected = kitty ? "kitty keyboard: yes" : "kitty keyboard: no"
    #expect(try read { $0.contains(expected) }, "profile never shown: \(text.debugDescription)")
  }

  /// Waits for the child to end, draining its output meanwhile.
  func waitForExit(timeout: Duration = .seconds(10)) -> ChildProcess.Termination? {
    let clock = ContinuousClock()
    let end = clock.now + timeout
    while clock.now < end {
      output += (try? pty.receive(timeout: .milliseconds(20))) ?? []
      if let status = child.poll() {
        termination = status
        output += (try? pty.receive(timeout: .milliseconds(50))) ?? []
        return status
      }
    }
    return nil
  }

  /// Checks the terminal came back: termios as before launch, teardown bytes sent after setup.
  func expectRestored(sourceLocation: SourceLocation = #_sourceLocation) throws {
    let after = try pty.attributes()
    #expect(
      after == before, "termios not restored: \(after) vs \(before)", sourceLocation: sourceLocation
    )
    let teardown = String(decoding: SessionModes().teardownBytes, as: UTF8.self)
    let setup = String(decoding: SessionModes().setupBytes, as: UTF8.self)
    let setupEnd = text.range(of: setup)?.upperBound
    let teardownStart = text.range(of: teardown, options: .backwards)?.lowerBound
    #expect(setupEnd != nil, "no setup bytes", sourceLocation: sourceLocation)
    #expect(
      teardownStart != nil, "no teardown bytes in \(text.suffix(300).debugDescription)",
      sourceLocation: sourceLocation)
    if let setupEnd, let teardownStart {
      #expect(setupEnd <= teardownStart, sourceLocation: sourceLocation)
    }
  }
}

@Suite(.serialized) struct KeysLifecycleTests {
  private func harness(_ arguments: [String] = []) throws -> KeysHarness? {
    guard let binary = KeysHarness.binary else {
      print("KeysLifecycleTests skipped: build the keystroke binary first (swift build)")
      return nil
    }
    return try KeysHarness(binary: binary, arguments: arguments)
  }

  @Test func quitWithQRestoresTheTerminal() throws {
    guard let harness = try harness() else { return }
    try harness.answerNegotiation(kitty: true)
    #expect(!harness.text.contains("\u{1B}[>4;2m"), "kitty answered, so no modifyOtherKeys")
    try harness.pty.send(Array("\u{1B}[49;9u".utf8))
    #expect(try harness.read { $0.contains("⌘1") && $0.contains("(Cmd+1)") })
    try harness.pty.send(Array("q".utf8))
    #expect(harness.waitForExit() == .exited(0))
    try harness.expectRestored()
  }

  @Test func legacyTerminalGetsModifyOtherKeysAndAltFallbacks() throws {
    guard let harness = try harness() else { return }
    try harness.answerNegotiation(kitty: false)
    #expect(harness.text.contains("\u{1B}[>4;2m"))
    #expect(harness.text.contains("⌘1→⌥1"))
    try harness.pty.send(Array("\u{1B}1".utf8))
    #expect(try harness.read { $0.contains("⌥1") && $0.contains("(Alt+1)") })
    try harness.pty.send([0x03])
    #expect(harness.waitForExit() == .exited(0))
    try harness.expectRestored()
  }

  @Test(arguments: [ChildProcess.Signal.terminate, .hangUp, .interrupt])
  func terminatingSignalRestoresTheTerminal(signal: ChildProcess.Signal) throws {
    guard let harness = try harness() else { return }
    try harness.answerNegotiation(kitty: true)
    harness.child.send(signal)
    #expect(harness.waitForExit() == .signaled(signal.number))
    try harness.expectRestored()
  }

  @Test func crashRestoresTheTerminal() throws {
    guard let harness = try harness(["--crash-after-start"]) else { return }
    #expect(try harness.read { $0.contains("\u{1B}[c") })
    try harness.pty.send(Array("\u{1B}[?1;2c".utf8))
    let status = harness.waitForExit()
    guard case .signaled = status else {
      Issue.record("expected death by a fatal signal, got \(String(describing: status))")
      return
    }
    try harness.expectRestored()
  }
}

@Suite(.serialized) struct KeysSuspendTests {
  @Test func ctrlZRestoresStopsAndResumesInRawMode() throws {
    guard let binary = KeysHarness.binary else {
      print("KeysSuspendTests skipped: build the keystroke binary first (swift build)")
      return
    }
    let harness = try KeysHarness(binary: binary)
    try harness.answerNegotiation(kitty: true)
    #expect(try harness.pty.attributes().isRaw)
    try harness.pty.send([0x1A])
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(10)
    while !harness.child.isStopped() && clock.now < deadline {
      try harness.read(until: { _ in false }, timeout: .milliseconds(20))
    }
    #expect(try harness.pty.attributes() == harness.before, "termios restored while stopped")
    // The teardown may still be in the pty's buffer when the child stops: read until it is in.
    let teardown = String(decoding: SessionModes().teardownBytes, as: UTF8.self)
    #expect(try harness.read(until: { $0.hasSuffix(teardown) }, timeout: .seconds(5)))
    let beforeResume = harness.text.count
    harness.child.send(.continue)
    #expect(try harness.read { $0.count > beforeResume && $0.hasSuffix("\u{1B}[?2026l") })
    #expect(harness.text.dropFirst(beforeResume).contains("\u{1B}[<u\u{1B}[>1u"))
    #expect(try harness.pty.attributes().isRaw)
    try harness.pty.send(Array("q".utf8))
    #expect(harness.waitForExit() == .exited(0))
    try harness.expectRestored()
  }
}
