import Foundation
import KeystrokeTesting
import Testing

@testable import Keystroke

/// Undo as a document's window has it: its own steps, and "Edited" that follows them back to
/// what was saved.
@MainActor
@Suite struct DocumentUndoTests {
  @Test func undoingInOneWindowLeavesAnotherWindowsDocumentAlone() throws {
    let directory = try TemporaryDirectory()
    let host = try DocumentHost.start(in: directory)
    try host.play("\"abc\" cmd+n \"xyz\" cmd+` cmd+z")
    #expect(host.lines[1].hasPrefix("Untitled "))
    #expect(host.lines[2] == "")
    try host.play("cmd+`")
    #expect(host.lines[1].hasPrefix("Untitled 2 — Edited"))
    #expect(host.lines[2] == "xyz")
    // The hidden window kept its own steps.
    try host.play("cmd+z")
    #expect(host.lines[2] == "")
  }

  @Test func undoingBackToTheSavedTextIsNotAnEdit() throws {
    let directory = try TemporaryDirectory()
    try directory.write("old", to: "a.txt")
    let host = try DocumentHost.start(in: directory, files: [directory.file("a.txt")])
    try host.play("\"new \"")
    #expect(host.lines[1] == "a.txt — Edited")
    try host.play("cmd+z")
    #expect(host.lines[1] == "a.txt")
    #expect(host.lines[2] == "old")
    try host.play("cmd+shift+z")
    #expect(host.lines[1] == "a.txt — Edited")
    #expect(host.lines[2] == "new old")
    // Typed back by hand, without undo, it is an edit as on the Mac.
    try host.play("cmd+s ctrl+a \"old\"")
    #expect(try directory.read("a.txt") == "new old")
    #expect(host.lines[1] == "a.txt — Edited")
  }

  @Test func typingAfterASaveUndoesBackToTheSavedTextThenPastIt() throws {
    let directory = try TemporaryDirectory()
    try directory.write("old", to: "a.txt")
    let host = try DocumentHost.start(in: directory, files: [directory.file("a.txt")])
    try host.play("\"one \" cmd+s")
    #expect(host.lines[1] == "a.txt")
    try host.play("\"two \" cmd+z")
    #expect(host.lines[2] == "one old")
    #expect(host.lines[1] == "a.txt")
    try host.play("cmd+z")
    #expect(host.lines[2] == "old")
    #expect(host.lines[1] == "a.txt — Edited")
  }

  @Test func aCommandsChangeThroughTheDocumentBindingIsUndoneAndRedone() throws {
    let directory = try TemporaryDirectory()
    let host = try DocumentHost.start(in: directory)
    try host.play("\"abc\" cmd+shift+u")
    #expect(host.lines[2] == "ABC")
    // Uppercased set the document through its binding: one step of its own, then the typing.
    try host.play("cmd+z")
    #expect(host.lines[2] == "abc")
    #expect(host.lines[1] == "Untitled — Edited")
    try host.play("cmd+z")
    #expect(host.lines[2] == "")
    #expect(host.lines[1] == "Untitled")
    try host.play("cmd+shift+z cmd+shift+z")
    #expect(host.lines[2] == "ABC")
    try host.play("cmd+z")
    #expect(host.lines[2] == "abc")
  }

  @Test func aNewDocumentUndoneToEmptyIsNotEdited() throws {
    let directory = try TemporaryDirectory()
    let host = try DocumentHost.start(in: directory)
    try host.play("\"abc\"")
    #expect(host.lines[1] == "Untitled — Edited")
    try host.play("cmd+z")
    #expect(host.lines[1] == "Untitled")
    #expect(host.lines[2] == "")
  }

  @Test func revertingForgetsTheStepsThatLedAway() throws {
    let directory = try TemporaryDirectory()
    try directory.write("old", to: "a.txt")
    let host = try DocumentHost.start(in: directory, files: [directory.file("a.txt")])
    // Revert to Saved is the seventh enabled item of the File menu.
    try host.play("\"x\" f10 right down down down down down down enter")
    #expect(host.lines[1] == "a.txt")
    try host.play("cmd+z")
    #expect(host.lines[2] == "old")
    #expect(host.lines[1] == "a.txt")
  }
}
