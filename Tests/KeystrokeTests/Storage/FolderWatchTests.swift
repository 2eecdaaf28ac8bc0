import Foundation
import Testing

@testable import Keystroke

/// Counts the notices a watch gave.
@MainActor
private final class Notices {
  var count = 0
}

@MainActor
@Suite struct FolderWatchTests {
  private func waitFor(_ condition: () -> Bool) async throws {
    for _ in 0..<300 where !condition() {
      try await Task.sleep(for: .milliseconds(10))
    }
  }

  @Test func aFileWrittenInTheFolderIsNoticed() async throws {
    let folder = NSTemporaryDirectory() + "folder-watch-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let notices = Notices()
    let watch = FolderWatch(folder: folder) { notices.count += 1 }
    #if os(Linux)
    #expect(watch != nil)
    try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/keymap.json"))
    try await waitFor { notices.count > 0 }
    #expect(notices.count > 0)
    #endif
    _ = watch
  }

  @Test func aMissingFolderIsNotWatched() {
    let folder = NSTemporaryDirectory() + "no-such-folder-\(UUID().uuidString)"
    #expect(FolderWatch(folder: folder) {} == nil)
  }
}
