import Foundation
import Keystroke
import KeystrokeTesting
import Testing

/// `AsyncImage` loads a local file off the main actor and shows its phases; what it cannot
/// load ends in a failure that says why, and nothing blocks.
@MainActor
@Suite struct AsyncImageBehaviourTests {
  /// A fresh folder for this test's files.
  private func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "keystroke-asyncimage-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Waits for the load's state change, then draws it.
  private func settle(_ host: TestHost) async throws {
    for _ in 0..<1000 where !host.host.needsUpdate {
      try await Task.sleep(for: .milliseconds(5))
    }
    host.host.update()
  }

  @Test func aPNGFileLoadsAndShowsThePhotoGlyph() async throws {
    let directory = try folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("ada.png")
    try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]).write(to: file)
    let host = TestHost(AvatarPhases(avatar: file), columns: 40, rows: 3)
    #expect(host.lines[0].contains("loading"))
    #expect(host.lines[1].contains("⬚"))
    try await settle(host)
    #expect(host.lines[0].contains("▨ loaded"))
    #expect(host.lines[1].contains("▨"))
  }

  @Test func aFileThatIsNotAnImageFailsAndSaysSo() async throws {
    let directory = try folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("notes.png")
    try Data("just text".utf8).write(to: file)
    let host = TestHost(AvatarPhases(avatar: file), columns: 140, rows: 4)
    try await settle(host)
    #expect(host.text.contains("failed: "))
    #expect(host.text.contains("is not an image"))
    #expect(host.text.contains("⬚"))
  }

  @Test func aPipeIsNotReadAndDoesNotBlock() async throws {
    let directory = try folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let pipe = directory.appendingPathComponent("avatar.png")
    #expect(mkfifo(pipe.path, 0o600) == 0)
    let host = TestHost(AvatarPhases(avatar: pipe), columns: 140, rows: 4)
    try await settle(host)
    #expect(host.text.contains("is not a regular file"))
  }

  @Test func aLinkToAnImageLoadsAndAMissingFileFails() async throws {
    let directory = try folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("real.gif")
    try Data("GIF89a......".utf8).write(to: file)
    let link = directory.appendingPathComponent("link.gif")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
    let linked = TestHost(AvatarPhases(avatar: link), columns: 140, rows: 4)
    try await settle(linked)
    #expect(linked.text.contains("▨ loaded"))
    let missing = TestHost(
      AvatarPhases(avatar: directory.appendingPathComponent("gone.png")), columns: 140, rows: 4)
    try await settle(missing)
    #expect(missing.text.contains("cannot be read"))
  }

  @Test func aRemoteURLFailsWithTheReasonAndNoURLStaysEmpty() async throws {
    let remote = TestHost(
      AvatarPhases(avatar: URL(string: "https://example.com/a.png")), columns: 140, rows: 4)
    try await settle(remote)
    #expect(remote.text.contains("no network client"))
    let none = TestHost(AvatarRow(name: "Ada", avatar: nil), columns: 40, rows: 1)
    #expect(none.lines[0].contains("Ada"))
    #expect(!none.host.needsUpdate)
  }
}
