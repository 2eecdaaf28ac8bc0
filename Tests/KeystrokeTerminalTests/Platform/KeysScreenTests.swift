import Foundation
import KeystrokeTerminal
import KeystrokeTesting
import Testing

/// What `keystroke keys` shows, read through a ``VirtualTerminal`` fed the binary's output on a
/// real pseudo-terminal.
@Suite(.serialized) struct KeysScreenTests {
  /// Starts the binary at `size` and answers the startup queries like a legacy terminal.
  private func start(_ size: TerminalSize, environment: [String: String] = [:]) throws
    -> KeysHarness?
  {
    guard let binary = KeysHarness.binary else {
      print("KeysScreenTests skipped: build the keystroke binary first (swift build)")
      return nil
    }
    let harness = try KeysHarness(binary: binary, size: size, environment: environment)
    #expect(try harness.read { $0.contains("\u{1B}[c") }, "no DA1 query")
    try harness.pty.send(Array("\u{1B}[?1;2c".utf8))
    return harness
  }

  /// The screen the output so far draws.
  private func screen(_ harness: KeysHarness, _ size: TerminalSize) -> [String] {
    var terminal = VirtualTerminal(width: size.columns, height: size.rows)
    terminal.feed(harness.output)
    return terminal.lines
  }

  /// Reads output until the screen has a row starting with each of `prefixes`.
  @discardableResult
  private func waitForRows(
    _ prefixes: [String], _ harness: KeysHarness, _ size: TerminalSize
  ) throws -> [String] {
    try harness.read { _ in
      let rows = screen(harness, size)
      return prefixes.allSatisfy { prefix in rows.contains { $0.hasPrefix(prefix) } }
    }
    let rows = screen(harness, size)
    for prefix in prefixes {
      #expect(
        rows.contains { $0.hasPrefix(prefix) },
        "no row \(prefix) in:\n\(rows.joined(separator: "\n"))")
    }
    return rows
  }

  private func quit(_ harness: KeysHarness) throws {
    try harness.pty.send(Array("q".utf8))
    #expect(harness.waitForExit() == .exited(0))
  }

  @Test func eachEventShowsItsOwnBytesWhenOneReadHoldsSeveral() throws {
    let size = TerminalSize(columns: 100, rows: 30)
    guard let harness = try start(size) else { return }
    try waitForRows(["events ("], harness, size)
    try harness.pty.send(Array("xy\u{1B}[A\u{1B}[49;9u\u{1B}1é".utf8))
    try waitForRows(
      [
        "  key x  (x)  press  text \"x\"   bytes: 78",
        "  key y  (y)  press  text \"y\"   bytes: 79",
        "  key ↑  (Up)  press   bytes: 1b 5b 41",
        "  key ⌘1  (Cmd+1)  press   bytes: 1b 5b 34 39 3b 39 75",
        "  key ⌥1  (Alt+1)  press   bytes: 1b 31",
        "  key é  (é)  press  text \"é\"   bytes: c3 a9",
      ], harness, size)
    try quit(harness)
  }

  @Test func mouseFocusAndStrayRepliesReadAsSentences() throws {
    let size = TerminalSize(columns: 100, rows: 30)
    guard let harness = try start(size) else { return }
    try waitForRows(["events ("], harness, size)
    try harness.pty.send(Array("\u{1B}[<20;3;4M\u{1B}[<65;1;1M\u{1B}[O\u{1B}[999z".utf8))
    try waitForRows(
      [
        "  mouse press left at column 3, row 4 with Ctrl+Shift   bytes: 1b 5b 3c 32 30 3b 33",
        "  mouse scroll down at column 1, row 1   bytes: 1b",
        "  focus out   bytes: 1b 5b 4f",
        "  unrecognised sequence (passed on as a reply)   bytes: 1b 5b 39 39 39 7a",
      ], harness, size)
    try quit(harness)
  }

  @Test func loneEscapeResolvedByTimeoutShowsItsByte() throws {
    let size = TerminalSize(columns: 100, rows: 30)
    guard let harness = try start(size) else { return }
    try waitForRows(["events ("], harness, size)
    try harness.pty.send(Array("a\u{1B}".utf8))
    try waitForRows(["  key ⎋  (Esc)  press   bytes: 1b"], harness, size)
    try harness.pty.send(Array("b".utf8))
    try waitForRows(["  key b  (b)  press  text \"b\"   bytes: 62"], harness, size)
    try quit(harness)
  }

  @Test func badOverridesAreNamedOnTheScreenAndIgnored() throws {
    let size = TerminalSize(columns: 100, rows: 30)
    let environment = [
      "KEYSTROKE_KEYBOARD": "bogus", "KEYSTROKE_ESCDELAY": "-1", "KEYSTROKE_COLOR": "purple",
    ]
    guard let harness = try start(size, environment: environment) else { return }
    try waitForRows(
      [
        "  warning: KEYSTROKE_KEYBOARD=bogus is not one of legacy, kitty, modifyotherkeys; ignored",
        "  warning: KEYSTROKE_COLOR=purple is not one of none, 16, 256, truecolor; ignored",
        "  warning: KEYSTROKE_ESCDELAY=-1 is not a number of milliseconds from 0 to 5000;",
        "  escape timeout: 25 ms", "  colours: 256",
      ], harness, size)
    try quit(harness)
    try harness.expectRestored()
  }

  @Test func anEightyColumnScreenShowsTheWholeTitleAndShortcuts() throws {
    let size = TerminalSize(columns: 80, rows: 24)
    guard let harness = try start(size) else { return }
    let rows = try waitForRows(
      ["keystroke keys: q or Ctrl+C quits, Ctrl+Z suspends", "  ⌘N→⌃N", "events ("], harness,
      size)
    #expect(rows.contains { $0.hasSuffix("⌘Z→⌥Z") })
    try quit(harness)
  }

  @Test func aSixtyColumnScreenWrapsTheShortcutRowsInsteadOfCuttingThem() throws {
    let size = TerminalSize(columns: 60, rows: 24)
    guard let harness = try start(size) else { return }
    let rows = try waitForRows(
      ["  ⌘A→⌃A", "  ⌘J→⌥J", "  ⌘N→⌃N", "  ⌘W→⌃W", "events ("], harness, size)
    #expect(rows.contains { $0.hasSuffix("⌘Z→⌥Z") })
    try quit(harness)
  }

  @Test(arguments: [
    TerminalSize(columns: 20, rows: 5), TerminalSize(columns: 40, rows: 12),
    TerminalSize(columns: 1, rows: 1),
  ])
  func aShortTerminalKeepsRoomForEvents(size: TerminalSize) throws {
    guard let harness = try start(size) else { return }
    try harness.pty.send(Array("ab".utf8))
    if size.rows >= 5 {
      let rows = try waitForRows(["events (", "  key a", "  key b"], harness, size)
      #expect(rows.first?.hasPrefix("keystroke keys") == true)
    } else {
      try waitForRows(["k"], harness, size)
    }
    try quit(harness)
    try harness.expectRestored()
  }
}
