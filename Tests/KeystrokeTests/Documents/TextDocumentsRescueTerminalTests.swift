import Foundation
import KeystrokeTerminal
import Testing

/// The built example next to the test bundle, or `nil` when it has not been built.
private let textDocumentsBinary: String? = {
  let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  let sourceRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  let candidates = [
    bundleDirectory.appendingPathComponent("text-documents").path,
    sourceRoot.appendingPathComponent(".build/debug/text-documents").path,
  ]
  return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
}()

/// The built `text-documents` full-screen on a pseudo-terminal, ended by Ctrl+C, SIGTERM and
/// SIGHUP with a document edited: its text is kept in `NAME.save` and standard error says so
/// after the terminal is restored.
@Suite(.serialized, .enabled(if: textDocumentsBinary != nil, "text-documents is not built"))
struct TextDocumentsRescueTerminalTests {
  enum Ending: String, CaseIterable, Sendable {
    case controlC, terminate, hangUp
  }

  @Test(arguments: Ending.allCases)
  func editsSurviveTheAppBeingEnded(ending: Ending) throws {
    let binary = try #require(textDocumentsBinary)
    let directory = try TemporaryDirectory()
    try directory.write("old", to: "notes.txt")
    let pty = try PseudoTerminal(size: TerminalSize(columns: 80, rows: 24))
    let environment = [
      "TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin",
      "SWIFT_BACKTRACE": "enable=no", "HOME": directory.path,
      "XDG_CONFIG_HOME": directory.file("config"),
    ]
    let child = try pty.spawn(
      binary, arguments: ["--store", directory.path, directory.file("notes.txt")],
      environment: environment)
    var termination: ChildProcess.Termination?
    defer {
      if termination == nil, child.poll() == nil { child.send(.kill) }
    }
    var output: [UInt8] = []
    func text() -> String { String(decoding: output, as: UTF8.self) }
    func read(until done: () -> Bool) -> Bool {
      let deadline = Date().addingTimeInterval(20)
      while !done(), Date() < deadline {
        output += (try? pty.receive(timeout: .milliseconds(20))) ?? []
      }
      return done()
    }
    #expect(read { text().contains("\u{1B}[c") }, "no DA1 query")
    try pty.send(Array("\u{1B}[?1;2c".utf8))
    #expect(read { text().contains("notes.txt") })
    try pty.send(Array("new ".utf8))
    #expect(read { text().contains("Edited") }, "the typing never showed")
    switch ending {
    case .controlC: try pty.send([0x03])
    case .terminate: child.send(.terminate)
    case .hangUp: child.send(.hangUp)
    }
    let deadline = Date().addingTimeInterval(20)
    while termination == nil, Date() < deadline {
      output += (try? pty.receive(timeout: .milliseconds(20))) ?? []
      termination = child.poll()
    }
    switch ending {
    case .controlC: #expect(termination == .exited(0))
    case .terminate: #expect(termination == .signaled(SIGTERM))
    case .hangUp: #expect(termination == .signaled(SIGHUP))
    }
    #expect(try directory.read("notes.txt.save") == "new old")
    #expect(try directory.read("notes.txt") == "old")
    // The line comes after the teardown, on the restored terminal.
    let teardown = String(decoding: SessionModes().teardownBytes, as: UTF8.self)
    let restored = try #require(text().range(of: teardown, options: .backwards))
    let message = "text-documents: unsaved changes to notes.txt were written to "
    #expect(
      text()[restored.upperBound...].contains(message),
      "no message after the teardown: \(text().suffix(300).debugDescription)")
  }
}
