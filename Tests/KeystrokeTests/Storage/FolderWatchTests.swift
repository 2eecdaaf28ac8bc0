import Foundation
import Testing

@testable import Keystroke

@MainActor
@Suite struct FolderWatchTests {
  @Test func aFileWrittenInTheFolderIsNoticed() async throws {
    let folder = NSTemporaryDirectory() + "folder-watch-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let notices = NoticeCounter()
    let watch = FolderWatch(folder: folder) { notices.count += 1 }
    #if os(Linux)
    #expect(watch != nil)
    try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/keymap.json"))
    try await waitOnMainActor { notices.count > 0 }
    #expect(notices.count > 0)
    #endif
    _ = watch
  }

  @Test func aMissingFolderIsNotWatched() {
    let folder = NSTemporaryDirectory() + "no-such-folder-\(UUID().uuidString)"
    #expect(FolderWatch(folder: folder) {} == nil)
  }
}
