import KeystrokeTesting
import Testing

@testable import Keystroke

/// The "save changes?" question answers ⌘D with Don't Save, as a Mac's document window does,
/// and the hint line says so.
@MainActor
@Suite struct DontSaveShortcutTests {
  @Test func commandDDiscardsTheChangesAndGoesOnQuitting() throws {
    let directory = try TemporaryDirectory()
    let host = try DocumentHost.start(in: directory)
    try host.play("\"draft\" cmd+q")
    #expect(host.row(containing: "Do you want to save") != nil)
    #expect(try #require(host.lines.last).contains("⌘D Don't Save"))
    try host.play("cmd+d")
    #expect(host.quitRequested)
  }

  @Test func onALegacyTerminalTheHintSaysWhichKeysToPress() throws {
    let directory = try TemporaryDirectory()
    let host = try DocumentHost.start(in: directory, terminal: .legacy)
    try host.play("\"draft\" ctrl+q")
    #expect(host.row(containing: "Do you want to save") != nil)
    let hints = try #require(host.lines.last)
    #expect(hints.contains("Don't Save"), "\(hints)")
  }
}
