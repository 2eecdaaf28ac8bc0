import Foundation
import Testing

@testable import Keystroke

/// `AppEnvironment.watchFolder`: a terminal host hears of changes from the system, a headless
/// host holds them until it is told to deliver them.
@MainActor
@Suite struct FolderChangeWatchTests {
  /// A context like a terminal run's (`headless: false`) or a `--play` run's.
  private func context(headless: Bool) -> HostContext {
    HostContext(
      storeDirectory: nil, isHeadless: headless, launchFiles: [], configDirectory: nil,
      tracePath: nil, settingsStore: SettingsStore.current, virtualStart: nil)
  }

  /// Starts a watch on `folder` as the app of `context`'s host would, counting the notices
  /// and whether each came with that context bound.
  private func watch(_ folder: String, in context: HostContext, notices: ContextNotices)
    -> FolderChangeWatch
  {
    HostContextScope.$current.withValue(context) {
      AppEnvironment.watchFolder(folder) { [weak context] in
        notices.count += 1
        if AppEnvironment.current !== context { notices.outOfContext += 1 }
      }
    }
  }

  /// Waits on the main actor, in 10 ms steps for at most one second, until `condition` holds.
  private func waitUpToASecond(until condition: () -> Bool) async throws {
    for _ in 0..<100 where !condition() {
      try await Task.sleep(for: .milliseconds(10))
    }
  }

  @Test func aHeadlessHostDeliversNoticesOnlyWhenTold() {
    let context = context(headless: true)
    let host = ViewHost(Text("data"), width: 10, height: 1, context: context)
    let notices = ContextNotices()
    let watch = watch("/no/such/folder", in: context, notices: notices)
    #expect(watch.isWatching)
    #expect(watch.folder == "/no/such/folder")
    #expect(notices.count == 0)
    #expect(host.deliverFolderChanges() == 1)
    #expect(notices.count == 1)
    #expect(notices.outOfContext == 0)
    watch.cancel()
    #expect(!watch.isWatching)
    #expect(host.deliverFolderChanges() == 0)
    #expect(notices.count == 1)
  }

  @Test func aReleasedWatchIsForgottenByItsHost() {
    let context = context(headless: true)
    let host = ViewHost(Text("data"), width: 10, height: 1, context: context)
    let notices = ContextNotices()
    var kept: FolderChangeWatch? = watch("/tmp", in: context, notices: notices)
    #expect(kept?.isWatching == true)
    kept = nil
    #expect(host.deliverFolderChanges() == 0)
    #expect(notices.count == 0)
  }

  @Test func aTerminalHostHearsWritesAndRenamesWithItsContextBound() async throws {
    let root = NSTemporaryDirectory() + "folder-change-\(UUID().uuidString)"
    let folder = root + "/store"
    let elsewhere = root + "/elsewhere"
    for path in [folder, elsewhere] {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    defer { try? FileManager.default.removeItem(atPath: root) }
    let context = context(headless: false)
    let notices = ContextNotices()
    let watch = watch(folder, in: context, notices: notices)
    #if os(Linux)
    #expect(watch.isWatching)
    try Data("one".utf8).write(to: URL(fileURLWithPath: folder + "/data.sqlite"))
    try await waitUpToASecond { notices.count > 0 }
    #expect(notices.count > 0)
    #expect(notices.outOfContext == 0)
    // Replaced by a rename, as an atomic save does: still heard.
    try Data("two".utf8).write(to: URL(fileURLWithPath: elsewhere + "/data.sqlite"))
    var before = notices.count
    #expect(rename(elsewhere + "/data.sqlite", folder + "/data.sqlite") == 0)
    try await waitUpToASecond { notices.count > before }
    #expect(notices.count > before)
    // The folder removed and made again: the watch follows it.
    try FileManager.default.removeItem(atPath: folder)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try await waitUpToASecond { notices.count > before + 1 }
    before = notices.count
    try Data("three".utf8).write(to: URL(fileURLWithPath: folder + "/data.sqlite"))
    try await waitUpToASecond { notices.count > before }
    #expect(notices.count > before)
    #expect(watch.isWatching)
    // Cancelled: writes are no longer heard.
    watch.cancel()
    #expect(!watch.isWatching)
    #endif
  }
}

/// Notices counted by a test's handler.
@MainActor
private final class ContextNotices {
  var count = 0
  /// Notices that ran without the watching host's context bound.
  var outOfContext = 0
}
