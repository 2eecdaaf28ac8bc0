import Foundation
import KeystrokeTerminal
import KeystrokeTesting
import Testing
import TimeTrackerKit

/// The built `time-tracker` full-screen on a real pseudo-terminal: every way out restores the
/// terminal, hostile text in the user's data is drawn and never obeyed, and `--play` leaves the
/// terminal and the user's folders alone.
@Suite(.serialized, .enabled(if: TimeTrackerBinaryTests.binary != nil, "time-tracker not built"))
struct TimeTrackerTerminalTests {
  /// A fresh home, data, config and temp folder, so the app touches nothing of the user's.
  private struct Folders {
    let root = TimeTrackerBinaryTests.scratch()
    var home: String { root + "/home" }
    var data: String { root + "/data" }
    var config: String { root + "/config" }
    var temporary: String { root + "/tmp" }

    init() throws {
      for path in [home, data, config, temporary] {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      }
    }

    var environment: [String: String] {
      ["HOME": home, "XDG_DATA_HOME": data, "XDG_CONFIG_HOME": config, "TMPDIR": temporary]
    }

    /// Every file and folder below `path`, relative to it.
    func contents(of path: String) -> [String] {
      (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []).sorted()
    }
  }

  private func launch(_ folders: Folders, arguments: [String] = []) throws -> AppTerminal {
    let binary = try #require(TimeTrackerBinaryTests.binary)
    return try AppTerminal(binary: binary, arguments: arguments, environment: folders.environment)
  }

  /// A terminal that says it cannot move its cursor (Emacs's shell, `TERM=dumb`) is refused
  /// with a message, and nothing is sent to it: no alternate screen, no queries, no frame.
  @Test func aDumbTerminalIsRefusedWithAMessage() throws {
    let folders = try Folders()
    let binary = try #require(TimeTrackerBinaryTests.binary)
    let app = try AppTerminal(
      binary: binary, environment: folders.environment.merging(["TERM": "dumb"]) { $1 })
    #expect(app.waitForExit() == .exited(1))
    #expect(app.text.contains("TERM=dumb names a terminal that cannot move its cursor"))
    #expect(app.text.contains("--play"))
    #expect(!app.text.contains("\u{1B}"))
  }

  /// How the user leaves.
  enum Exit: String, CaseIterable, Sendable {
    case legacyControlC, kittyControlC, terminate, hangUp, interrupt, quit
  }

  @Test(arguments: Exit.allCases)
  func everyWayOutRestoresTheTerminal(exit: Exit) throws {
    let folders = try Folders()
    let app = try launch(folders)
    try app.answerNegotiation(kitty: exit == .kittyControlC)
    let expected: ChildProcess.Termination
    switch exit {
    case .legacyControlC:
      try app.pty.send([0x03])
      expected = .exited(0)
    case .kittyControlC:
      try app.pty.send(Array("\u{1B}[99;5u".utf8))
      expected = .exited(0)
    case .terminate, .hangUp, .interrupt, .quit:
      let signal: ChildProcess.Signal =
        switch exit {
        case .terminate: .terminate
        case .hangUp: .hangUp
        case .interrupt: .interrupt
        default: .quit
        }
      app.child.send(signal)
      expected = .signaled(signal.number)
    }
    #expect(app.waitForExit() == expected)
    try app.expectRestored()
  }

  @Test func ctrlZRestoresWhileStoppedAndResumesFullScreen() throws {
    let folders = try Folders()
    let app = try launch(folders)
    try app.answerNegotiation(kitty: false)
    try app.pty.send([0x1A])
    #expect(try app.waitUntilStopped())
    #expect(try app.pty.attributes() == app.before, "termios restored while stopped")
    let beforeResume = app.text.count
    app.child.send(.continue)
    #expect(try app.read { $0.count > beforeResume && $0.hasSuffix("\u{1B}[?2026l") })
    #expect(try app.pty.attributes().isRaw)
    // A second stop, sent by another process this time.
    kill(app.child.id, SIGTSTP)
    #expect(try app.waitUntilStopped())
    #expect(try app.pty.attributes() == app.before)
    let beforeSecondResume = app.text.count
    app.child.send(.continue)
    // Ctrl+C typed before raw mode is back would be the terminal's SIGINT, not a key.
    #expect(try app.read { $0.count > beforeSecondResume && $0.hasSuffix("\u{1B}[?2026l") })
    try app.pty.send([0x03])
    #expect(app.waitForExit() == .exited(0))
    try app.expectRestored()
  }

  /// Project names holding terminal controls, typed through `--play` and written raw into the
  /// store file as another program could, then read by a full-screen run: the frames carry no
  /// control of theirs.
  @Test @MainActor func hostileNamesInTheStoreAreDrawnNotObeyed() throws {
    let folders = try Folders()
    let store = folders.root + "/store"
    let names = [
      "T1\u{1B}]0;pwned\u{07}", "T2\u{1B}]52;c;cHduZWQ=\u{1B}\\", "T3\u{9B}2J", "T4\u{202E}kcatta",
      "T5\u{1B}[2J\u{1B}P+q\u{1B}\\", "T6\u{2066}x\u{2069}\u{200F}\u{85}\u{7F}",
    ]
    var script = ""
    for name in names {
      let escaped = name.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"")
      script += "cmd+n \"\(escaped)\" cmd+s "
    }
    let played = try TimeTrackerBinaryTests.run(["--play", script + "cmd+2", "--store", store])
    #expect(played.status == 0)
    #expect(played.output.contains("T6"), "the projects were not created: \(played.output)")
    #expect(!played.output.unicodeScalars.contains(where: Self.isForbidden))
    // The same names straight into the file, past any filtering the text field does.
    let file = try TimeStore(directory: store)
    for name in names { _ = try file.addProject(named: "R" + name.dropFirst()) }
    file.close()

    let app = try launch(folders, arguments: ["--store", store])
    try app.answerNegotiation(kitty: true)
    let beforeProjects = app.output.count
    try app.pty.send(Array("\u{1B}[50;9u".utf8))  // ⌘2: the Projects tab lists every name
    // Frames are drawn as the app gets to them: wait for the one that shows the Projects tab.
    #expect(
      try app.read {
        $0.hasSuffix("\u{1B}[?2026l")
          && String(decoding: Array($0.utf8.dropFirst(beforeProjects)), as: UTF8.self)
            .contains("R6")
      })
    // The diff renderer reuses cells, so read the names off a terminal fed the same bytes.
    var screen = VirtualTerminal(width: 100, height: 30)
    screen.feed(app.output)
    #expect(screen.text.contains("T6x"), "the projects are not shown:\n\(screen.text)")
    #expect(screen.text.contains("R6"), "the raw names are not shown:\n\(screen.text)")
    try app.pty.send([0x03])
    #expect(app.waitForExit() == .exited(0))
    var bytes = app.output[...]
    var foreign: [String] = []
    while let escape = bytes.firstIndex(of: 0x1B) {
      // Outside CSI sequences no controls of the names may appear.
      let next = bytes.index(after: escape)
      if next < bytes.endIndex, bytes[next] != UInt8(ascii: "[") {
        let end = min(bytes.endIndex, next + 8)
        foreign.append(String(decoding: bytes[escape..<end], as: UTF8.self))
      }
      bytes = bytes[next...]
    }
    #expect(foreign.isEmpty, "sequences other than CSI reached the terminal: \(foreign)")
    let text = app.text
    #expect(!text.contains("pwned\u{07}") && !text.contains("\u{1B}]52;"))
    // What the names held is shown as text instead, the controls as visible pictures.
    #expect(screen.text.contains("R2␛]52;c;cHduZWQ=␛\\"), "\(screen.text)")
    #expect(screen.text.contains("R4kcatta"), "\(screen.text)")
    // ESC starts the renderer's own sequences, checked above; CAN opens the teardown.
    let scalars = text.unicodeScalars.filter {
      $0.value != 0x1B && $0.value != 0x18 && Self.isForbidden($0)
    }
    #expect(scalars.isEmpty, "sent raw: \(scalars.map { String($0.value, radix: 16) })")
  }

  /// C0 (other than CR, LF, ESC), DEL, C1 and the bidi override and isolate controls.
  private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (value < 0x20 && value != 0x0A && value != 0x0D && value != 0x1B)
      || (0x7F..<0xA0).contains(value) || (0x202A...0x202E).contains(value)
      || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F
  }

  /// `--play` on a real terminal prints plain text, leaves the terminal's modes alone and
  /// writes no file outside its store (and its own temporary store when none is given).
  @Test(arguments: [false, true])
  func playTouchesNeitherTheTerminalNorTheUsersFolders(withStore: Bool) throws {
    let folders = try Folders()
    let store = folders.root + "/store"
    var arguments = ["--play", "cmd+n \"Quiet\" cmd+s cmd+1 cmd+r wait:5m cmd+r cmd+3"]
    if withStore { arguments += ["--store", store] }
    let app = try launch(folders, arguments: arguments)
    #expect(app.waitForExit() == .exited(0))
    #expect(app.text.contains("Quiet"), "no screen printed: \(app.text.prefix(300))")
    #expect(!app.output.contains(0x1B), "escape sequences sent: \(app.text.prefix(300))")
    #expect(try app.pty.attributes() == app.before)
    #expect(folders.contents(of: folders.home).isEmpty, "\(folders.contents(of: folders.home))")
    #expect(folders.contents(of: folders.data).isEmpty, "\(folders.contents(of: folders.data))")
    #expect(folders.contents(of: folders.config).isEmpty)
    if withStore {
      #expect(!folders.contents(of: store).isEmpty, "nothing saved in the store")
      #expect(folders.contents(of: folders.temporary).isEmpty)
    }
    let outside = folders.contents(of: folders.root).filter { path in
      let allowed = ["home", "data", "config", "tmp", "store"]
      return !allowed.contains { path == $0 || path.hasPrefix($0 + "/") }
    }
    #expect(outside.isEmpty, "files outside the store and temp folder: \(outside)")
  }
}
