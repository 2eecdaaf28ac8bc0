import Foundation
import Testing

@testable import Keystroke

/// A host's settings wait for a quiet period before they are written, on the host's clock, and
/// are written at once when its script ends or its app quits.
@MainActor
@Suite struct HostSettingsSavesTests {
  /// 2026-01-05T09:00:00Z.
  private static let start = Date(timeIntervalSince1970: 1_767_603_600)

  /// A headless host on a virtual clock whose settings live in `directory` and wait half a
  /// second for quiet, as an app's do.
  private func host(_ directory: TemporaryDirectory) -> ViewHost {
    let context = HostContext(
      storeDirectory: nil, isHeadless: true, launchFiles: [], configDirectory: nil,
      tracePath: nil,
      settingsStore: SettingsStore(
        path: directory.file("settings.json"), quietPeriod: SettingsStore.appQuietPeriod),
      virtualStart: Self.start)
    let host = ViewHost(Text("settings"), width: 20, height: 1, context: context)
    host.update()
    return host
  }

  /// Changes `key` as an `@AppStorage` setter in the host's views does.
  private func change(_ host: ViewHost, _ key: String, to value: Int) {
    host.inContext { host.hostContext.settingsStore.setValue(.int(value), forKey: key) }
  }

  private func wait(_ host: ViewHost, _ milliseconds: Int) {
    host.inContext { host.hostContext.advanceVirtualClock(by: .milliseconds(milliseconds)) }
  }

  /// The file's inode and contents, or `nil` when there is none.
  private func file(_ directory: TemporaryDirectory) -> (inode: UInt64, text: String)? {
    var info = stat()
    guard stat(directory.file("settings.json"), &info) == 0 else { return nil }
    return (UInt64(info.st_ino), (try? directory.read("settings.json")) ?? "")
  }

  @Test func changesWithinTheQuietPeriodAreWrittenOnce() throws {
    let directory = try TemporaryDirectory()
    let host = host(directory)
    change(host, "a", to: 1)
    wait(host, 300)
    change(host, "b", to: 2)
    change(host, "a", to: 3)
    wait(host, 300)
    // 600 ms after the first change but only 300 ms after the last: nothing written yet.
    #expect(file(directory) == nil)
    wait(host, 250)
    let written = try #require(file(directory))
    #expect(written.text.contains("\"a\" : 3") && written.text.contains("\"b\" : 2"))
    #expect(!host.hostContext.settingsStore.hasUnsavedChanges)
    wait(host, 5_000)
    // Each save replaces the file with a new one; the same file means no second write.
    #expect(file(directory)?.inode == written.inode)
  }

  @Test func aChangeIsWrittenOnceTheQuietPeriodPasses() throws {
    let directory = try TemporaryDirectory()
    let host = host(directory)
    change(host, "count", to: 7)
    #expect(file(directory) == nil)
    #expect(host.hostContext.settingsStore.hasUnsavedChanges)
    wait(host, 499)
    #expect(file(directory) == nil)
    wait(host, 1)
    #expect(SettingsStore(path: directory.file("settings.json")).value(forKey: "count") == .int(7))
  }

  @Test func quittingSavesAChangeStillWaiting() throws {
    let directory = try TemporaryDirectory()
    let host = host(directory)
    change(host, "count", to: 7)
    #expect(file(directory) == nil)
    // What the app's end (quit, Ctrl+C, a signal) and a suspend do.
    host.saveSettings()
    #expect(SettingsStore(path: directory.file("settings.json")).value(forKey: "count") == .int(7))
    #expect(host.hostContext.settingsSaves.isEmpty)
  }

  @Test func theEndOfAPlayedScriptSavesAChangeStillWaiting() throws {
    let directory = try TemporaryDirectory()
    let host = host(directory)
    change(host, "count", to: 7)
    host.play(try KeyScript(parsing: "wait:100ms"))
    #expect(SettingsStore(path: directory.file("settings.json")).value(forKey: "count") == .int(7))
  }

  @Test func aChangeOutsideEveryHostIsSavedAtOnce() throws {
    let directory = try TemporaryDirectory()
    let store = SettingsStore(
      path: directory.file("settings.json"), quietPeriod: SettingsStore.appQuietPeriod)
    store.setValue(.int(1), forKey: "count")
    #expect(file(directory) != nil)
    #expect(!store.hasUnsavedChanges)
  }
}
