import Foundation
import KeystrokeTesting
import Testing

@testable import Keystroke

/// An app ended without asking (Ctrl+C, SIGTERM, SIGHUP) keeps each edited document's text in
/// a file beside it, `NAME.save`, as nano does; the terminal run calls the same rescue.
@MainActor
@Suite struct UnsavedChangesRescueTests {
  private func mode(_ path: String) throws -> mode_t {
    var info = stat()
    try #require(lstat(path, &info) == 0)
    return info.st_mode
  }

  @Test func anEditedFileIsWrittenBesideItAndTheFileIsLeftAlone() throws {
    let directory = try TemporaryDirectory()
    try directory.write("old", to: "notes.txt")
    let host = try DocumentHost.start(in: directory, files: [directory.file("notes.txt")])
    try host.play("\"new \"")
    let lines = host.host.rescueEditedDocuments()
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("unsaved changes to notes.txt were written to ") == true)
    #expect(lines.first?.hasSuffix("notes.txt.save") == true)
    #expect(try directory.read("notes.txt.save") == "new old")
    #expect(try directory.read("notes.txt") == "old")
    // Only its owner may read it: the document may be private.
    #expect(try mode(directory.file("notes.txt.save")) & 0o777 == 0o600)
    #expect(directory.names() == ["notes.txt", "notes.txt.save"])
  }

  @Test func anUntitledDocumentGoesToTheDocumentFolderAndTakenNamesAreNumbered() throws {
    let directory = try TemporaryDirectory()
    try directory.write("keep", to: "Untitled.save")
    // A link to nothing is a taken name too: it is not followed to make its target.
    #expect(symlink(directory.file("elsewhere"), directory.file("Untitled.save.1")) == 0)
    let host = try DocumentHost.start(in: directory)
    try host.play("\"draft\" cmd+n \"second\" cmd+n")
    let lines = host.host.rescueEditedDocuments()
    #expect(lines.count == 2)
    #expect(try directory.read("Untitled.save") == "keep")
    #expect(try directory.read("Untitled.save.2") == "draft")
    #expect(try directory.read("Untitled 2.save") == "second")
    #expect(!FileManager.default.fileExists(atPath: directory.file("elsewhere")))
    #expect(lines.first?.hasPrefix("unsaved changes to Untitled were written to ") == true)
  }

  @Test func unchangedDocumentsAndAQuitFromTheMenuWriteNothing() throws {
    let directory = try TemporaryDirectory()
    try directory.write("old", to: "a.txt")
    try directory.write("old", to: "b.txt")
    let host = try DocumentHost.start(
      in: directory, files: [directory.file("a.txt"), directory.file("b.txt")])
    #expect(host.host.rescueEditedDocuments().isEmpty)
    // Quit asks about the edited document; Don't Save means the edits go.
    try host.play("\"x\" cmd+q tab enter")
    #expect(host.quitRequested)
    #expect(host.host.rescueEditedDocuments().isEmpty)
    #expect(directory.names() == ["a.txt", "b.txt"])
  }

  @Test func aDocumentThatCannotBeWrittenSaysSo() throws {
    let directory = try TemporaryDirectory()
    try directory.write("old", to: "notes.txt")
    let host = try DocumentHost.start(in: directory, files: [directory.file("notes.txt")])
    try host.play("\"new \"")
    var calls = FileWriteCalls.system
    calls.write = { _, _, _ in
      errno = ENOSPC
      return -1
    }
    host.host.appState?.windowManager?.fileWriter.calls = calls
    let lines = host.host.rescueEditedDocuments()
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("unsaved changes to notes.txt were lost: ") == true)
    #expect(lines.first?.contains("No space left on device") == true)
    #expect(directory.names() == ["notes.txt"])
  }
}
