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
}
