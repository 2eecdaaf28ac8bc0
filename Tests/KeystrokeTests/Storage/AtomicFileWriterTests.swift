import Foundation
import Synchronization
import Testing

@testable import Keystroke

@Suite struct AtomicFileWriterTests {
  private func permissions(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.posixPermissions] as? Int) ?? -1
  }

  @Test func writesANewFileAndReplacesItLeavingNoTemporaryFiles() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("settings.json")
    try AtomicFileWriter.write(Array("first".utf8), to: path)
    #expect(try directory.read("settings.json") == "first")
    try AtomicFileWriter.write(Array("second, longer".utf8), to: path)
    #expect(try directory.read("settings.json") == "second, longer")
    try AtomicFileWriter.write([], to: path)
    #expect(try directory.read("settings.json") == "")
    #expect(directory.names() == ["settings.json"])
    #expect(try permissions(path) == 0o600)
  }

  @Test func createsMissingDirectoriesPrivately() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("a/b/c/settings.json")
    try AtomicFileWriter.write(Array("x".utf8), to: path)
    #expect(try directory.read("a/b/c/settings.json") == "x")
    for folder in ["a", "a/b", "a/b/c"] {
      #expect(try permissions(directory.file(folder)) == 0o700, "\(folder)")
    }
  }

  @Test func aParentThatIsAFileFailsAtCreatingTheDirectory() throws {
    let directory = try TemporaryDirectory()
    try directory.write("not a directory", to: "blocker")
    let path = directory.file("blocker/app/settings.json")
    do {
      try AtomicFileWriter.write(Array("x".utf8), to: path)
      Issue.record("the write should have failed")
    } catch {
      #expect(error.step == .createDirectory)
      #expect(error.path == path)
      #expect(error.subject == directory.file("blocker"))
      #expect(error.description.hasPrefix(path + ": could not create the directory"))
      #expect(error.description.contains("Not a directory"))
    }
    #expect(try directory.read("blocker") == "not a directory")
    #expect(directory.names() == ["blocker"])
  }

  @Test func aFailedRenameRemovesTheTemporaryFileAndKeepsTheTarget() throws {
    let directory = try TemporaryDirectory()
    // A non-empty directory at the target: rename(2) refuses to replace it.
    try FileManager.default.createDirectory(
      atPath: directory.file("settings.json/inner"), withIntermediateDirectories: true)
    do {
      try AtomicFileWriter.write(Array("x".utf8), to: directory.file("settings.json"))
      Issue.record("the write should have failed")
    } catch {
      #expect(error.step == .rename)
      #expect(error.description.contains(directory.file("settings.json")))
      #expect(error.description.contains("rename the temporary file"))
    }
    #expect(directory.names() == ["settings.json"])
    #expect(directory.names(in: "settings.json") == ["inner"])
  }

  /// Calls that fail every write with `code`, as a full disk does.
  private func failingWrites(_ code: Int32) -> FileWriteCalls {
    var calls = FileWriteCalls.system
    calls.write = { _, _, _ in
      errno = code
      return -1
    }
    return calls
  }

  @Test func aFullDiskFailsCleanlyKeepingTheFileAndNoTemporaryFile() throws {
    let directory = try TemporaryDirectory()
    try directory.write("original", to: "settings.json")
    do {
      try AtomicFileWriter.write(
        Array("replacement".utf8), to: directory.file("settings.json"),
        calls: failingWrites(ENOSPC))
      Issue.record("the write should have failed")
    } catch {
      #expect(error.step == .writeTemporaryFile)
      #expect(error.description.contains("No space left on device"))
      #expect(error.description.hasPrefix(directory.file("settings.json")))
    }
    #expect(try directory.read("settings.json") == "original")
    #expect(directory.names() == ["settings.json"])
  }

  @Test func aFolderThatRefusesNewFilesFailsCleanly() throws {
    let directory = try TemporaryDirectory()
    try directory.write("original", to: "settings.json")
    // Tests run as root, for whom chmod 0555 on the folder changes nothing: refuse the
    // temporary file the way a read-only folder (EACCES) or file system (EROFS) does.
    for code in [EACCES, EROFS] {
      var calls = FileWriteCalls.system
      calls.makeTemporaryFile = { _ in
        errno = code
        return -1
      }
      do {
        try AtomicFileWriter.write(
          Array("replacement".utf8), to: directory.file("settings.json"), calls: calls)
        Issue.record("the write should have failed")
      } catch {
        #expect(error.step == .createTemporaryFile)
        #expect(error.subject == directory.path)
        #expect(error.code == code)
      }
      #expect(try directory.read("settings.json") == "original")
      #expect(directory.names() == ["settings.json"])
    }
  }

  @Test func anInPlaceWriteThatFailsPutsTheOldContentsBackAndRemovesTheBackup() throws {
    let directory = try TemporaryDirectory()
    try directory.write("original contents", to: "doc.txt")
    #expect(link(directory.file("doc.txt"), directory.file("twin.txt")) == 0)
    var calls = FileWriteCalls.system
    // The backup copy is written (the first write); the file itself is not.
    let writes = Mutex(0)
    calls.write = { fd, bytes, count in
      let index = writes.withLock { count in
        count += 1
        return count
      }
      if index == 1 { return SystemCalls.writeBytes(fd, bytes, count) }
      errno = EIO
      return -1
    }
    do {
      try InPlaceFileWriter.write(Array("new".utf8), to: directory.file("doc.txt"), calls: calls)
      Issue.record("the write should have failed")
    } catch {
      #expect(error.step == .writeInPlace)
      #expect(error.note == nil)
    }
    #expect(try directory.read("doc.txt") == "original contents")
    #expect(try directory.read("twin.txt") == "original contents")
    #expect(directory.names() == ["doc.txt", "twin.txt"])
  }

  @Test(arguments: [
    ("/a/b/c.json", "/a/b"), ("/c.json", "/"), ("c.json", "."), ("a/c.json", "a"),
    ("/a/b/", "/a"), ("/", "/"),
  ])
  func parentDirectory(path: String, parent: String) {
    #expect(SystemCalls.parentDirectory(of: path) == parent)
  }
}
