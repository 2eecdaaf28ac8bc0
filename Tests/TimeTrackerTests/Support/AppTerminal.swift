import Foundation
import KeystrokeTerminal
import Testing

/// Runs a built example full-screen on a real pseudo-terminal and plays the terminal: answers
/// the startup queries, types bytes, collects everything the app writes, and checks that the
/// terminal is left as it was found.
final class AppTerminal {
  let pty: PseudoTerminal
  let child: ChildProcess
  let before: TerminalAttributes
  private(set) var output: [UInt8] = []
  private var termination: ChildProcess.Termination?

  /// Starts `binary` with `arguments` in `environment` (plus `TERM`, `LANG` and `PATH`).
  init(
    binary: String, arguments: [String] = [], environment extra: [String: String],
    size: TerminalSize = TerminalSize(columns: 100, rows: 30)
  ) throws {
    pty = try PseudoTerminal(size: size)
    before = try pty.attributes()
    let environment = [
      "TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin",
      "SWIFT_BACKTRACE": "enable=no",
    ]
    .merging(extra) { _, override in override }
    .merging(Self.sanitizerOptions) { _, parent in parent }
    child = try pty.spawn(binary, arguments: arguments, environment: environment)
  }

  /// The sanitizer settings of this process, passed on so a sanitized child obeys them too.
  private static var sanitizerOptions: [String: String] {
    ProcessInfo.processInfo.environment.filter { $0.key.hasSuffix("SAN_OPTIONS") }
  }

  deinit {
    if termination == nil, child.poll() == nil {
      child.send(.kill)
      _ = waitForExit(timeout: .seconds(5))
    }
  }

  var text: String { String(decoding: output, as: UTF8.self) }

  /// Reads output until `predicate` holds or `timeout` passes; returns whether it held.
  @discardableResult
  func read(until predicate: (String) -> Bool, timeout: Duration = .seconds(20)) throws -> Bool {
    let clock = ContinuousClock()
    let end = clock.now + timeout
    while !predicate(text) {
      guard clock.now < end else { return false }
      output += try pty.receive(timeout: .milliseconds(50))
    }
    return true
  }

  /// Answers the startup queries like a kitty-protocol terminal or like plain xterm, then
  /// waits for the first complete frame.
  func answerNegotiation(kitty: Bool) throws {
    #expect(try read { $0.contains("\u{1B}[c") }, "no DA1 query in: \(text.suffix(200))")
    let replies = kitty ? "\u{1B}[?1u\u{1B}[?2026;2$y\u{1B}[?62;22c" : "\u{1B}[?1;2c"
    try pty.send(Array(replies.utf8))
    #expect(try read { $0.contains("\u{1B}[?2026l") }, "no frame drawn: \(text.suffix(200))")
  }

  /// Waits for the child to end, draining its output meanwhile.
  func waitForExit(timeout: Duration = .seconds(20)) -> ChildProcess.Termination? {
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

  /// Waits until the child is stopped (by Ctrl+Z or SIGTSTP).
  func waitUntilStopped(timeout: Duration = .seconds(10)) throws -> Bool {
    let clock = ContinuousClock()
    let end = clock.now + timeout
    while !child.isStopped() {
      guard clock.now < end else { return false }
      output += try pty.receive(timeout: .milliseconds(20))
    }
    return true
  }

  /// Checks the terminal came back: termios as before launch, teardown bytes after setup.
  func expectRestored(sourceLocation: SourceLocation = #_sourceLocation) throws {
    let after = try pty.attributes()
    #expect(after == before, "termios not restored", sourceLocation: sourceLocation)
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
