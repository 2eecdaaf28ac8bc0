import ExampleSupport
import Foundation
import KeystrokeTerminal
import KeystrokeTesting
import Testing

@testable import TimeTrackerKit

/// Runs the built `time-tracker` on a real pseudo-terminal, saves a project, ends it the ways a
/// user or the system does, and checks that the `.sqlite` file alone holds the project: the
/// store was closed, so its write-ahead log was folded into the file and removed.
@Suite(.serialized)
struct TimeTrackerShutdownTests {
  enum Ending: String, CaseIterable, Sendable {
    case controlC, terminate, hangUp
  }

  @Test(arguments: Ending.allCases) @MainActor
  func theFileAloneHoldsTheDataAfterTheAppEnds(ending: Ending) throws {
    let binary = try #require(
      TimeTrackerBinaryTests.binary, "build the executable first: swift build --build-tests")
    let store = TestHost.scratchDirectory(prefix: "time-tracker-shutdown")
    let path = store + "/" + TimeStore.fileName
    let pty = try PseudoTerminal(size: TerminalSize(columns: 100, rows: 30))
    let environment = [
      "TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin",
      "SWIFT_BACKTRACE": "enable=no", "HOME": store,
    ]
    let child = try pty.spawn(binary, arguments: ["--store", store], environment: environment)
    var termination: ChildProcess.Termination?
    defer {
      if termination == nil, child.poll() == nil { child.send(.kill) }
    }
    var output: [UInt8] = []
    func read(until done: () -> Bool) -> Bool {
      let deadline = Date().addingTimeInterval(20)
      while !done(), Date() < deadline {
        output += (try? pty.receive(timeout: .milliseconds(20))) ?? []
      }
      return done()
    }
    func text() -> String { String(decoding: output, as: UTF8.self) }
    #expect(read { text().contains("\u{1B}[c") }, "no DA1 query")
    try pty.send(Array("\u{1B}[?1;2c".utf8))
    #expect(read { text().contains("New Project") })
    // Ctrl+N (⌘N on a legacy terminal), the name, Return to save.
    try pty.send(Array("\u{0E}".utf8))
    usleep(200_000)
    try pty.send(Array("Garden\r".utf8))
    var committed = false
    #expect(
      read {
        if !committed, FileManager.default.fileExists(atPath: path),
          let reader = try? TimeStore(directory: store)
        {
          committed = (try? reader.projects().map(\.name)) == ["Garden"]
          reader.close()
        }
        return committed
      }, "the project was never committed: \(text().suffix(400).debugDescription)")
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
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"), "the log was not folded in")
    let copy = TestHost.scratchDirectory(prefix: "time-tracker-copy")
    try FileManager.default.copyItem(atPath: path, toPath: copy + "/" + TimeStore.fileName)
    let copied = try TimeStore(directory: copy)
    #expect(try copied.projects().map(\.name) == ["Garden"])
  }
}
