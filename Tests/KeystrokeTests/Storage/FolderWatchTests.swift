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

  #if os(Linux)
  /// One inotify event as the kernel lays it out: four little-endian words, then the name
  /// padded to `nameLength` bytes.
  private func event(mask: Int32, nameLength: UInt32) -> [UInt8] {
    let words: [UInt32] = [1, UInt32(mask), 0, nameLength]
    return words.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) } }
      + [UInt8](repeating: 0, count: Int(nameLength))
  }

  @Test func aBatchEndsTheWatchOnlyWhenItHoldsTheKernelsDrop() {
    let created = event(mask: Int32(IN_CREATE), nameLength: 16)
    let dropped = event(mask: Int32(IN_IGNORED), nameLength: 0)
    #expect(!FolderWatch.endsWatch(created[...]))
    #expect(FolderWatch.endsWatch((created + dropped)[...]))
    // A drop cut off before its mask is whole is not read as one.
    #expect(!FolderWatch.endsWatch((created + dropped.prefix(6))[...]))
    #expect(!FolderWatch.endsWatch([][...]))
  }
  #endif
}
