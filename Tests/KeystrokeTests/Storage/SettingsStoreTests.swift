import Foundation
import Testing

@testable import Keystroke

@Suite struct SettingsStoreTests {
  /// 2026-01-05T09:00:00Z.
  private static let fixedNow = Date(timeIntervalSince1970: 1_767_603_600)

  private func store(_ directory: TemporaryDirectory) -> SettingsStore {
    SettingsStore(path: directory.file("settings.json"), clock: { Self.fixedNow })
  }

  @Test func valuesSurviveARestart() throws {
    let directory = try TemporaryDirectory()
    let first = store(directory)
    first.set(true, forKey: "showCompleted", as: .bool)
    first.set(42, forKey: "count", as: .int)
    first.set("Ada", forKey: "name", as: .string)
    let second = store(directory)
    #expect(second.value(forKey: "showCompleted", as: .bool) == true)
    #expect(second.value(forKey: "count", as: .int) == 42)
    #expect(second.value(forKey: "name", as: .string) == "Ada")
    #expect(second.problems.isEmpty)
    #expect(directory.names() == ["settings.json"])
  }

  @Test func aValueTooBigToReadBackIsKeptInMemoryAndTheFileStays() throws {
    let directory = try TemporaryDirectory()
    let first = store(directory)
    first.set("Ada", forKey: "name", as: .string)
    let huge = String(repeating: "x", count: SettingsStore.sizeLimit + 1)
    first.set(huge, forKey: "draft", as: .string)
    // Written, the next launch could not read the file and every setting would be lost.
    #expect(first.value(forKey: "draft", as: .string)?.count == huge.count)
    #expect(first.problems.contains { $0.contains("were not saved") && $0.contains("16 MiB") })
    let second = store(directory)
    #expect(second.value(forKey: "name", as: .string) == "Ada")
    #expect(second.value(forKey: "draft", as: .string) == nil)
    #expect(second.problems.isEmpty)
  }

  @Test func missingFileAndMissingKeysGiveNothingAndNoProblem() throws {
    let directory = try TemporaryDirectory()
    let settings = store(directory)
    #expect(settings.value(forKey: "anything") == nil)
    #expect(settings.problems.isEmpty)
    #expect(directory.names().isEmpty)
  }

  @Test func removingAKeyAndUnchangedValues() throws {
    let directory = try TemporaryDirectory()
    let settings = store(directory)
    settings.setValue(.int(1), forKey: "a")
    let generation = settings.generation
    settings.setValue(.int(1), forKey: "a")
    #expect(settings.generation == generation)
    settings.setValue(nil, forKey: "a")
    #expect(settings.generation == generation + 1)
    #expect(try directory.read("settings.json") == "{\n\n}\n")
  }

  @Test func keysTheAppDoesNotKnowAreKeptWhenSaving() throws {
    let directory = try TemporaryDirectory()
    try directory.write(#"{"other": {"nested": [1, 2]}, "mine": 1}"#, to: "settings.json")
    let settings = store(directory)
    settings.setValue(.int(2), forKey: "mine")
    let reread = try SettingsDocument.parse(Array(try directory.read("settings.json").utf8)).get()
    #expect(reread == ["other": .object(["nested": .array([.int(1), .int(2)])]), "mine": .int(2)])
  }

  @Test func aValueOfTheWrongTypeKeepsTheOtherSettingsAndNamesTheFile() throws {
    let directory = try TemporaryDirectory()
    let original = #"{"fontSize": "big", "name": "Ada", "wrap": true}"#
    try directory.write(original, to: "settings.json")
    let settings = store(directory)
    #expect(settings.value(forKey: "fontSize", as: .int) == nil)
    #expect(settings.value(forKey: "name", as: .string) == "Ada")
    #expect(settings.value(forKey: "wrap", as: .bool) == true)
    // Reading it again does not repeat the message.
    _ = settings.value(forKey: "fontSize", as: .int)
    let problems = settings.problems
    #expect(problems.count == 1)
    let message = try #require(problems.first)
    #expect(message.contains(directory.file("settings.json")))
    #expect(message.contains("\"fontSize\""))
    #expect(message.contains("the string \"big\""))
    #expect(message.contains("a whole number"))
    // Reading never rewrote the file.
    #expect(try directory.read("settings.json") == original)
    // Changing the setting replaces the bad value and keeps the rest.
    settings.set(14, forKey: "fontSize", as: .int)
    let restarted = store(directory)
    #expect(restarted.value(forKey: "fontSize", as: .int) == 14)
    #expect(restarted.value(forKey: "name", as: .string) == "Ada")
    #expect(restarted.problems.isEmpty)
  }

  @Test(arguments: [
    "{\"showCompleted\": tru", "[1, 2, 3]", "\u{FEFF}garbage", "{\"a\": 1,}x",
  ])
  func aCorruptFileIsMovedAsideAndReported(contents: String) throws {
    let directory = try TemporaryDirectory()
    try directory.write(contents, to: "settings.json")
    let settings = store(directory)
    #expect(settings.value(forKey: "showCompleted") == nil)
    let aside = "settings.json.corrupt-20260105T090000Z"
    #expect(directory.names() == [aside])
    #expect(try directory.read(aside) == contents)
    let message = try #require(settings.problems.first)
    #expect(message.contains(directory.file("settings.json")))
    #expect(message.contains(directory.file(aside)))
    #expect(settings.isSaving)
    settings.set(true, forKey: "showCompleted", as: .bool)
    #expect(directory.names() == ["settings.json", aside])
    #expect(try directory.read(aside) == contents)
    #expect(store(directory).value(forKey: "showCompleted", as: .bool) == true)
  }

  @Test func aSecondCorruptFileInTheSameSecondGetsItsOwnName() throws {
    let directory = try TemporaryDirectory()
    try directory.write("first bad", to: "settings.json")
    _ = store(directory).problems
    try directory.write("second bad", to: "settings.json")
    _ = store(directory).problems
    #expect(
      directory.names() == [
        "settings.json.corrupt-20260105T090000Z", "settings.json.corrupt-20260105T090000Z-2",
      ])
    #expect(try directory.read("settings.json.corrupt-20260105T090000Z") == "first bad")
    #expect(try directory.read("settings.json.corrupt-20260105T090000Z-2") == "second bad")
  }

  @Test func anUnreadableFileIsLeftAloneAndChangesStayInMemory() throws {
    let directory = try TemporaryDirectory()
    // A directory where the file should be: open succeeds, reading fails (EISDIR).
    try FileManager.default.createDirectory(
      atPath: directory.file("settings.json/keep"), withIntermediateDirectories: true)
    let settings = store(directory)
    settings.set(3, forKey: "count", as: .int)
    #expect(settings.value(forKey: "count", as: .int) == 3)
    #expect(!settings.isSaving)
    let message = try #require(settings.problems.first)
    #expect(message.contains(directory.file("settings.json")))
    #expect(message.contains("could not be read"))
    #expect(message.contains("kept only until the app quits"))
    #expect(settings.problems.count == 1)
    #expect(directory.names() == ["settings.json"])
    #expect(directory.names(in: "settings.json") == ["keep"])
  }

  @Test func aFIFOInPlaceOfTheFileIsRefusedWithoutWaiting() throws {
    let directory = try TemporaryDirectory()
    #expect(mkfifo(directory.file("settings.json"), 0o600) == 0)
    let settings = store(directory)
    // Before the fix this read blocked forever, waiting for a writer on the pipe.
    #expect(settings.value(forKey: "count", as: .int) == nil)
    #expect(!settings.isSaving)
    let message = try #require(settings.problems.first)
    #expect(message.contains(directory.file("settings.json")))
    #expect(message.contains("it is a FIFO (named pipe), not a regular file"))
    settings.set(3, forKey: "count", as: .int)
    var info = stat()
    #expect(lstat(directory.file("settings.json"), &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
  }

  @Test func aFileOverTheSizeLimitIsRefusedUnread() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("settings.json")
    #expect(creat(path, 0o600) >= 0)
    // A sparse 20 MB file: refused from its size, before a byte is read.
    #expect(truncate(path, 20_000_000) == 0)
    let settings = store(directory)
    #expect(settings.value(forKey: "count") == nil)
    let message = try #require(settings.problems.first)
    #expect(message.contains(path))
    #expect(message.contains("File too large"))
    #expect(!settings.isSaving)
    do {
      _ = try SystemCalls.readFile(path, limit: SettingsStore.sizeLimit)
      Issue.record("the read should have failed")
    } catch {
      #expect(error.code == EFBIG)
    }
  }

  @Test func aSettingsFileThatIsALinkIsWrittenThroughTheLink() throws {
    let directory = try TemporaryDirectory()
    try directory.write("{}", to: "real.json")
    #expect(symlink("real.json", directory.file("settings.json")) == 0)
    store(directory).set(5, forKey: "count", as: .int)
    var info = stat()
    #expect(lstat(directory.file("settings.json"), &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
    #expect(store(directory).value(forKey: "count", as: .int) == 5)
    #expect(try directory.read("real.json").contains("\"count\" : 5"))
  }

  @Test func aFailedSaveIsReportedAndTheValueKeptInMemory() throws {
    let directory = try TemporaryDirectory()
    try directory.write("a file", to: "blocker")
    let settings = SettingsStore(path: directory.file("blocker/app/settings.json"))
    settings.set("x", forKey: "k", as: .string)
    #expect(settings.value(forKey: "k", as: .string) == "x")
    let message = try #require(settings.problems.first)
    #expect(message.hasPrefix("Settings could not be saved: " + directory.file("blocker/app")))
    #expect(message.contains("could not create the directory"))
    #expect(try directory.read("blocker") == "a file")
  }

  @Test func aStoreDirectoryHoldsTheFileDirectly() throws {
    let directory = try TemporaryDirectory()
    let settings = SettingsStore(
      appName: "notes", storeDirectory: directory.file("store"), environment: [:])
    #expect(settings.path == directory.file("store/settings.json"))
    settings.setValue(.bool(true), forKey: "k")
    #expect(directory.names(in: "store") == ["settings.json"])
  }

  @Test func changesFromManyThreadsAllLand() async throws {
    let directory = try TemporaryDirectory()
    let settings = store(directory)
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<20 {
        group.addTask { settings.set(index, forKey: "key\(index)", as: .int) }
      }
    }
    let restarted = store(directory)
    for index in 0..<20 {
      #expect(restarted.value(forKey: "key\(index)", as: .int) == index)
    }
  }

  @Test func timestampsAreUTC() {
    #expect(SettingsStore.timestamp(Self.fixedNow) == "20260105T090000Z")
    #expect(SettingsStore.timestamp(Date(timeIntervalSince1970: 0)) == "19700101T000000Z")
  }
}
