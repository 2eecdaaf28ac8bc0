import Foundation
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

  @Test(arguments: [
    ("/a/b/c.json", "/a/b"), ("/c.json", "/"), ("c.json", "."), ("a/c.json", "a"),
    ("/a/b/", "/a"), ("/", "/"),
  ])
  func parentDirectory(path: String, parent: String) {
    #expect(SystemCalls.parentDirectory(of: path) == parent)
  }
}
