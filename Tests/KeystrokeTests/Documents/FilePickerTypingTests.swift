import Foundation
import KeystrokeTesting
import Testing

@testable import Keystroke

/// Typing into File › Open…'s list where no entry's name starts with it: in an empty folder,
/// or a path, the typing goes to the path field instead of being dropped.
@MainActor
@Suite struct FilePickerTypingTests {
  @Test func typingInAnEmptyFolderFillsThePathFieldAndReturnOpensIt() throws {
    let directory = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: directory.file("empty"), withIntermediateDirectories: true)
    try directory.write("kept one folder up", to: "notes.txt")
    let host = try DocumentHost.start(
      in: directory, store: directory.file("empty"), columns: 100, rows: 30)
    try host.play("cmd+o")
    #expect(host.row(containing: "(empty folder)") != nil)
    try host.play("\"../notes.txt\"")
    #expect(host.row(containing: "Path ../notes.txt") != nil)
    try host.play("enter")
    #expect(host.lines[1].hasPrefix("notes.txt"))
    #expect(host.lines[2] == "kept one folder up")
  }

  @Test func aPathTypedOverAListOfFilesGoesToThePathField() throws {
    let directory = try TemporaryDirectory()
    try directory.write("a", to: "alpha.txt")
    try directory.write("b", to: "beta.txt")
    try FileManager.default.createDirectory(
      atPath: directory.file("deeper"), withIntermediateDirectories: true)
    try directory.write("two folders down", to: "deeper/gamma.txt")
    let host = try DocumentHost.start(in: directory, columns: 100, rows: 30)
    try host.play("cmd+o")
    #expect(host.row(containing: "▸ deeper/") != nil)
    // A first letter that starts a name still highlights it.
    try host.play("\"b\"")
    #expect(host.row(containing: "▸ beta.txt") != nil)
    let path = directory.file("deeper/gamma.txt")
    try host.play("home \"\(path)\"")
    // The field scrolls to the end of so long a path.
    #expect(host.row(containing: "gamma.txt").map { host.lines[$0].contains("Path ") } == true)
    try host.play("enter")
    #expect(host.lines[1].hasPrefix("gamma.txt"))
    #expect(host.lines[2] == "two folders down")
  }
}
