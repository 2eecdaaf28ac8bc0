import Foundation
import Testing

@testable import Keystroke

/// Two copies of an app on one settings file: each save writes its own changes over what the
/// file holds, so neither loses the other's settings.
@Suite struct SettingsStoreSharingTests {
  /// 2026-01-05T09:00:00Z.
  private static let fixedNow = Date(timeIntervalSince1970: 1_767_603_600)

  private func store(_ directory: TemporaryDirectory) -> SettingsStore {
    SettingsStore(path: directory.file("settings.json"), clock: { Self.fixedNow })
  }

  @Test func twoStoresChangingDifferentKeysKeepBoth() throws {
    let directory = try TemporaryDirectory()
    try directory.write(#"{"theme": "dark", "width": 80}"#, to: "settings.json")
    let first = store(directory)
    let second = store(directory)
    // Both copies have read the file before either changes anything.
    #expect(first.value(forKey: "theme") == .string("dark"))
    #expect(second.value(forKey: "theme") == .string("dark"))
    first.setValue(.string("light"), forKey: "theme")
    second.setValue(.int(120), forKey: "width")
    second.setValue(.bool(true), forKey: "wrap")
    first.setValue(nil, forKey: "unknown")
    first.setValue(.int(3), forKey: "count")
    let onDisk = store(directory)
    #expect(onDisk.value(forKey: "theme") == .string("light"))
    #expect(onDisk.value(forKey: "width") == .int(120))
    #expect(onDisk.value(forKey: "wrap") == .bool(true))
    #expect(onDisk.value(forKey: "count") == .int(3))
    // The first copy serves what the second saved once it has saved itself.
    #expect(first.value(forKey: "width") == .int(120))
    #expect(first.problems.isEmpty && second.problems.isEmpty)
  }

  @Test func aKeyRemovedHereIsRemovedAndOneChangedThereStays() throws {
    let directory = try TemporaryDirectory()
    try directory.write(#"{"a": 1, "b": 1}"#, to: "settings.json")
    let first = store(directory)
    let second = store(directory)
    _ = first.value(forKey: "a")
    _ = second.value(forKey: "a")
    second.setValue(.int(2), forKey: "b")
    first.setValue(nil, forKey: "a")
    let text = try directory.read("settings.json")
    #expect(try SettingsDocument.parse(Array(text.utf8)).get() == ["b": .int(2)])
  }

  @Test func aFileDamagedBeforeASaveKeepsThisStoresValuesAndIsReported() throws {
    let directory = try TemporaryDirectory()
    try directory.write(#"{"name": "Ada"}"#, to: "settings.json")
    let settings = store(directory)
    #expect(settings.value(forKey: "name") == .string("Ada"))
    try directory.write("{\"name\": tru", to: "settings.json")
    settings.setValue(.int(14), forKey: "fontSize")
    let aside = "settings.json.corrupt-20260105T090000Z"
    #expect(directory.names() == ["settings.json", aside])
    #expect(try directory.read(aside) == "{\"name\": tru")
    let restarted = store(directory)
    #expect(restarted.value(forKey: "name") == .string("Ada"))
    #expect(restarted.value(forKey: "fontSize") == .int(14))
    let message = try #require(settings.problems.first)
    #expect(message.contains(directory.file("settings.json")))
    #expect(message.contains(directory.file(aside)))
    #expect(message.contains("read again before saving"))
  }

  @Test func aFileUnreadableBeforeASaveIsLeftAloneAndTheChangeWaits() throws {
    let directory = try TemporaryDirectory()
    let settings = store(directory)
    #expect(settings.value(forKey: "name") == nil)
    #expect(mkfifo(directory.file("settings.json"), 0o600) == 0)
    settings.setValue(.int(14), forKey: "fontSize")
    #expect(settings.value(forKey: "fontSize") == .int(14))
    #expect(settings.hasUnsavedChanges)
    let message = try #require(settings.problems.first)
    #expect(message.contains("Settings were not saved to " + directory.file("settings.json")))
    var info = stat()
    #expect(lstat(directory.file("settings.json"), &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    // Once the file is readable again, the next save writes the waiting change.
    #expect(unlink(directory.file("settings.json")) == 0)
    settings.saveChanges()
    #expect(store(directory).value(forKey: "fontSize") == .int(14))
    #expect(!settings.hasUnsavedChanges)
  }
}
