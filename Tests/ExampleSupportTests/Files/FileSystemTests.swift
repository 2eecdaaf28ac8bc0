import Foundation
import Testing

@testable import ExampleSupport

@Suite struct FileSystemTests {
  @Test func writesAndReplacesAtomically() throws {
    let scratch = ScratchDirectory()
    let path = scratch.file("out.csv")
    try FileSystem.writeAtomically(Array("one".utf8), to: path)
    try FileSystem.writeAtomically(Array("two".utf8), to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "two")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.path)
    #expect(leftovers == ["out.csv"])
  }

  @Test func failuresNameTheFileAndLeaveNothingBehind() throws {
    let scratch = ScratchDirectory()
    for path in [scratch.path, scratch.file("missing/out.csv"), ""] {
      #expect {
        try FileSystem.writeAtomically(Array("x".utf8), to: path)
      } throws: { error in
        (error as? FileSystemError)?.description.contains("Could not") == true
          && (error as? FileSystemError)?.path == path
      }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
  }

  @Test func makesNestedDirectoriesAndRefusesAFileInTheWay() throws {
    let scratch = ScratchDirectory()
    try FileSystem.makeDirectories(scratch.file("a/b/c"))
    #expect(FileSystem.isDirectory(scratch.file("a/b/c")))
    try Data().write(to: URL(fileURLWithPath: scratch.file("f")))
    #expect(throws: FileSystemError.self) { try FileSystem.makeDirectories(scratch.file("f/g")) }
  }

  /// An export to a FIFO, a read-only file or a folder is refused and leaves it as it was; a
  /// link is followed and stays a link; a file with another hard link is written in place, so
  /// both names see the new text; an existing file keeps its mode.
  @Test func writesAsCarefulEditorsSave() throws {
    let scratch = ScratchDirectory()
    let files = FileManager.default
    func kind(_ path: String) throws -> FileAttributeType? {
      try files.attributesOfItem(atPath: path)[.type] as? FileAttributeType
    }
    func refusal(_ path: String) -> String? {
      do {
        try FileSystem.writeAtomically(Array("x".utf8), to: path)
        return nil
      } catch {
        return error.description
      }
    }

    let fifo = scratch.file("fifo.csv")
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(refusal(fifo)?.contains("it is a FIFO (named pipe), not a regular file") == true)
    var info = stat()
    #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)

    let locked = scratch.file("locked.csv")
    try Data("old".utf8).write(to: URL(fileURLWithPath: locked))
    try files.setAttributes([.posixPermissions: 0o444], ofItemAtPath: locked)
    #expect(refusal(locked)?.contains("it is read-only") == true)
    #expect(try String(contentsOfFile: locked, encoding: .utf8) == "old")

    let target = scratch.file("target.csv")
    try Data("old".utf8).write(to: URL(fileURLWithPath: target))
    try files.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target)
    try files.createSymbolicLink(
      atPath: scratch.file("link.csv"), withDestinationPath: "target.csv")
    try FileSystem.writeAtomically(Array("new".utf8), to: scratch.file("link.csv"))
    #expect(try kind(scratch.file("link.csv")) == .typeSymbolicLink)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "new")
    #expect(try files.attributesOfItem(atPath: target)[.posixPermissions] as? Int == 0o600)

    try files.linkItem(atPath: target, toPath: scratch.file("other.csv"))
    try FileSystem.writeAtomically(Array("joined".utf8), to: target)
    #expect(try String(contentsOfFile: scratch.file("other.csv"), encoding: .utf8) == "joined")

    try files.createSymbolicLink(atPath: scratch.file("loop.csv"), withDestinationPath: "loop.csv")
    #expect(refusal(scratch.file("loop.csv"))?.contains("symbolic links") == true)
  }
}
