import Foundation
import Testing

@testable import Keystroke

@MainActor
@Suite struct NearestFolderWatchTests {
  @Test func theParentOfAPathIsItsFolder() {
    #expect(NearestFolderWatch.parent(of: "/home/ada/.config/app") == "/home/ada/.config")
    #expect(NearestFolderWatch.parent(of: "/home/ada/.config/app/") == "/home/ada/.config")
    #expect(NearestFolderWatch.parent(of: "/home") == "/")
    #expect(NearestFolderWatch.parent(of: "/") == nil)
    #expect(NearestFolderWatch.parent(of: "config/app") == "config")
    #expect(NearestFolderWatch.parent(of: "config") == ".")
    #expect(NearestFolderWatch.parent(of: ".") == nil)
    #expect(NearestFolderWatch.parent(of: "") == nil)
  }

  @Test func aMissingFolderIsWatchedThroughItsNearestAncestorUntilItIsMade() async throws {
    let root = NSTemporaryDirectory() + "nearest-watch-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let target = root + "/config/app"
    let notices = NoticeCounter()
    let watch = NearestFolderWatch(folder: target) { notices.count += 1 }
    #if os(Linux)
    #expect(watch?.watchedFolder == root)
    // Made in two steps, as `mkdir -p` does: the watch follows the path down.
    try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
    try await waitOnMainActor { watch?.watchedFolder == target }
    #expect(watch?.watchedFolder == target)
    let before = notices.count
    try Data("{}".utf8).write(to: URL(fileURLWithPath: target + "/keymap.json"))
    try await waitOnMainActor { notices.count > before }
    #expect(notices.count > before)
    // Removed again: the watch moves back up and still hears of the folder coming back.
    try FileManager.default.removeItem(atPath: root + "/config")
    try await waitOnMainActor { watch?.watchedFolder == root }
    #expect(watch?.watchedFolder == root)
    #endif
    _ = watch
  }

  @Test func aFolderRemovedAndMadeAgainAtOnceIsWatchedAnew() async throws {
    let root = NSTemporaryDirectory() + "nearest-watch-\(UUID().uuidString)"
    let target = root + "/app"
    try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let notices = NoticeCounter()
    let watch = NearestFolderWatch(folder: target) { notices.count += 1 }
    #if os(Linux)
    #expect(watch?.watchedFolder == target)
    // Both before the watch hears of either: the path then names another folder.
    try FileManager.default.removeItem(atPath: target)
    try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
    try await waitOnMainActor { notices.count > 0 }
    let before = notices.count
    try Data("{}".utf8).write(to: URL(fileURLWithPath: target + "/keymap.json"))
    try await waitOnMainActor { notices.count > before }
    #expect(notices.count > before)
    #endif
    _ = watch
  }
}
