import Foundation
import KeystrokeTesting
import Testing

@testable import Keystroke

/// Saving as a user does it, with files that are links, read-only, or not files at all.
@MainActor
@Suite struct DocumentSaveTests {
  private func mode(_ path: String) throws -> mode_t {
    var info = stat()
    try #require(lstat(path, &info) == 0)
    return info.st_mode
  }

  @Test func savingADocumentOpenedThroughALinkWritesTheLinksTarget() throws {
    let directory = try TemporaryDirectory()
    try directory.write("old", to: "target.txt")
    #expect(chmod(directory.file("target.txt"), 0o640) == 0)
    #expect(symlink("target.txt", directory.file("link.txt")) == 0)
    let host = try DocumentHost.start(in: directory, files: [directory.file("link.txt")])
    try host.play("\"new \" cmd+s")
    #expect(host.lines[1] == "link.txt")
    #expect(try directory.read("target.txt") == "new old")
    #expect(try mode(directory.file("link.txt")) & S_IFMT == S_IFLNK)
    #expect(try mode(directory.file("target.txt")) & 0o7777 == 0o640)
    #expect(directory.names() == ["link.txt", "target.txt"])
  }

  @Test func savingAReadOnlyFileAsksFirstAndCancelLeavesItAlone() throws {
    let directory = try TemporaryDirectory()
    try directory.write("locked", to: "ro.txt")
    #expect(chmod(directory.file("ro.txt"), 0o444) == 0)
    let host = try DocumentHost.start(
      in: directory, columns: 100, files: [directory.file("ro.txt")])
    try host.play("\"edit \" cmd+s")
    #expect(host.row(containing: "“ro.txt” is read-only. Save anyway?") != nil)
    try host.play("esc")
    #expect(host.row(containing: "is read-only") == nil)
    #expect(host.lines[1] == "ro.txt — Edited")
    #expect(try directory.read("ro.txt") == "locked")
  }

  @Test func saveAnywayWritesAReadOnlyFileAndKeepsItsMode() throws {
    let directory = try TemporaryDirectory()
    try directory.write("locked", to: "ro.txt")
    #expect(chmod(directory.file("ro.txt"), 0o444) == 0)
    let host = try DocumentHost.start(
      in: directory, columns: 100, files: [directory.file("ro.txt")])
    try host.play("\"edit \" cmd+s enter")
    #expect(host.lines[1] == "ro.txt")
    #expect(try directory.read("ro.txt") == "edit locked")
    #expect(try mode(directory.file("ro.txt")) & 0o7777 == 0o444)
  }

  @Test func quittingStopsWhenTheReadOnlySaveIsCancelled() throws {
    let directory = try TemporaryDirectory()
    try directory.write("locked", to: "ro.txt")
    #expect(chmod(directory.file("ro.txt"), 0o444) == 0)
    let host = try DocumentHost.start(
      in: directory, columns: 100, files: [directory.file("ro.txt")])
    try host.play("\"edit \" cmd+q enter")
    #expect(host.row(containing: "is read-only. Save anyway?") != nil)
    try host.play("esc")
    #expect(!host.quitRequested)
    try host.play("cmd+q enter enter")
    #expect(host.quitRequested)
    #expect(try directory.read("ro.txt") == "edit locked")
  }

  @Test func saveAsOverAnotherFileAsksFirstAndCancelLeavesItAlone() throws {
    let directory = try TemporaryDirectory()
    try directory.write("mine", to: "a.txt")
    try directory.write("precious", to: "other.txt")
    let host = try DocumentHost.start(
      in: directory, columns: 100, files: [directory.file("a.txt")])
    try host.play("alt+shift+cmd+s ctrl+u \"other.txt\" enter")
    #expect(host.row(containing: "“other.txt” already exists. Do you want to replace it?") != nil)
    // Cancel is the default; Return or Escape leave both files as they were.
    try host.play("enter")
    #expect(host.row(containing: "already exists") == nil)
    #expect(try directory.read("other.txt") == "precious")
    #expect(host.lines[1] == "a.txt")
    try host.play("alt+shift+cmd+s ctrl+u \"other.txt\" enter tab enter")
    #expect(try directory.read("other.txt") == "mine")
    #expect(host.lines[1] == "other.txt")
    #expect(try directory.read("a.txt") == "mine")
  }

  @Test func theFirstSaveOfAnUntitledDocumentAsksBeforeReplacing() throws {
    let directory = try TemporaryDirectory()
    try directory.write("precious", to: "Untitled.txt")
    let host = try DocumentHost.start(in: directory, columns: 100)
    try host.play("\"draft\" cmd+s enter")
    #expect(host.row(containing: "“Untitled.txt” already exists") != nil)
    try host.play("esc")
    #expect(try directory.read("Untitled.txt") == "precious")
    #expect(host.lines[1] == "Untitled — Edited")
    // Saving a document to its own file (Save As… onto itself) asks nothing.
    try host.play("cmd+s ctrl+u \"mine.txt\" enter alt+shift+cmd+s enter")
    #expect(host.row(containing: "already exists") == nil)
    #expect(try directory.read("mine.txt") == "draft")
  }

  @Test func quittingStopsWhenReplacingIsCancelled() throws {
    let directory = try TemporaryDirectory()
    try directory.write("precious", to: "Untitled.txt")
    let host = try DocumentHost.start(in: directory, columns: 100)
    // Quit asks to save; Save asks for a path; the path is taken; Cancel.
    try host.play("\"draft\" cmd+q enter enter")
    #expect(host.row(containing: "already exists") != nil)
    try host.play("esc")
    #expect(!host.quitRequested)
    #expect(try directory.read("Untitled.txt") == "precious")
  }

  @Test func aFileOpenedThroughALinkAndByItsNameIsOneWindow() throws {
    let directory = try TemporaryDirectory()
    try directory.write("shared", to: "a.txt")
    #expect(symlink("a.txt", directory.file("link.txt")) == 0)
    let host = try DocumentHost.start(
      in: directory, columns: 100, files: [directory.file("a.txt"), directory.file("link.txt")])
    // One window: no "1/2" counter on the title line.
    #expect(host.lines[1] == "a.txt")
    try host.play("\"ONE \" cmd+s")
    #expect(try directory.read("a.txt") == "ONE shared")
  }

  @Test func aFileChangedByAnotherProgramIsNotOverwrittenWithoutAsking() throws {
    let directory = try TemporaryDirectory()
    try directory.write("orig", to: "a.txt")
    let host = try DocumentHost.start(
      in: directory, columns: 110, files: [directory.file("a.txt")])
    try host.play("\"mine \"")
    try directory.write("external change", to: "a.txt")
    try host.play("cmd+s")
    #expect(host.row(containing: "“a.txt” was changed by another program. Save anyway?") != nil)
    try host.play("esc")
    #expect(try directory.read("a.txt") == "external change")
    #expect(host.lines[1] == "a.txt — Edited")
    // Asked again; Cancel has focus first, Save Anyway is the button before it.
    try host.play("cmd+s shift+tab enter")
    #expect(try directory.read("a.txt") == "mine orig")
    #expect(host.lines[1] == "a.txt")
  }

  @Test func savingAgainAfterItsOwnSaveAsksNothing() throws {
    let directory = try TemporaryDirectory()
    try directory.write("orig", to: "a.txt")
    let host = try DocumentHost.start(
      in: directory, columns: 110, files: [directory.file("a.txt")])
    try host.play("\"one \" cmd+s \"two \" cmd+s")
    #expect(host.row(containing: "changed by another program") == nil)
    #expect(try directory.read("a.txt") == "one two orig")
    // After Revert to Saved, the file as it is now is the one saved over.
    try directory.write("theirs", to: "a.txt")
    try host.play("\"x\" f10 right down down down down down down enter")
    #expect(host.lines[2] == "theirs")
    try host.play("\"mine\" cmd+s")
    #expect(host.row(containing: "changed by another program") == nil)
    let saved = try directory.read("a.txt")
    #expect(saved.contains("mine") && saved.contains("theirs") && !saved.contains("x"))
  }

  @Test func quittingStopsWhenOverwritingAnotherProgramsChangeIsCancelled() throws {
    let directory = try TemporaryDirectory()
    try directory.write("orig", to: "a.txt")
    let host = try DocumentHost.start(
      in: directory, columns: 110, files: [directory.file("a.txt")])
    try host.play("\"mine \"")
    try directory.write("external change", to: "a.txt")
    try host.play("cmd+q enter")
    #expect(host.row(containing: "was changed by another program") != nil)
    try host.play("esc")
    #expect(!host.quitRequested)
    #expect(try directory.read("a.txt") == "external change")
  }

  @Test func renamingOntoAnExistingFileSaysSoInWords() throws {
    let directory = try TemporaryDirectory()
    try directory.write("mine", to: "a.txt")
    try directory.write("theirs", to: "b.txt")
    let host = try DocumentHost.start(
      in: directory, columns: 100, files: [directory.file("a.txt")])
    // Rename… is the sixth item of the File menu.
    try host.play("f10 right down down down down down enter ctrl+u \"b.txt\" enter")
    #expect(host.row(containing: "could not be renamed") != nil)
    #expect(host.row(containing: "A file with that name already exists") != nil)
    #expect(host.row(containing: "NSCocoaErrorDomain") == nil)
    #expect(try directory.read("b.txt") == "theirs")
    #expect(try directory.read("a.txt") == "mine")
  }

  @Test func renamingIntoAFolderThatDoesNotExistNamesTheFolder() throws {
    let directory = try TemporaryDirectory()
    try directory.write("mine", to: "a.txt")
    let host = try DocumentHost.start(
      in: directory, columns: 100, files: [directory.file("a.txt")])
    try host.play("f10 right down down down down down enter ctrl+u \"nowhere/b.txt\" enter")
    #expect(host.row(containing: "could not be renamed") != nil)
    // The document's own file is there: the folder typed is what is missing.
    #expect(host.row(containing: "The file does not exist") == nil)
    #expect(host.row(containing: "There is no folder") != nil)
    #expect(try directory.read("a.txt") == "mine")
  }

  @Test func saveAsIntoAFolderThatDoesNotExistRefusesAndNamesIt() throws {
    let directory = try TemporaryDirectory()
    try directory.write("mine", to: "a.txt")
    let host = try DocumentHost.start(
      in: directory, columns: 100, files: [directory.file("a.txt")])
    try host.play("\"edit \" alt+shift+cmd+s ctrl+u \"typo/deep/b.txt\" enter")
    // A mistyped folder is not made: Save As says which folder is missing, as Rename does.
    #expect(host.row(containing: "could not be saved") != nil)
    #expect(host.row(containing: "There is no folder") != nil)
    #expect(!FileManager.default.fileExists(atPath: directory.file("typo")))
    try host.play("enter")
    #expect(host.lines[1] == "a.txt — Edited")
    #expect(try directory.read("a.txt") == "mine")
  }

  @Test func quittingStopsWhenTheFolderToSaveInDoesNotExist() throws {
    let directory = try TemporaryDirectory()
    let host = try DocumentHost.start(in: directory, columns: 100)
    try host.play("\"draft\" cmd+q enter ctrl+u \"typo/b.txt\" enter")
    #expect(host.row(containing: "There is no folder") != nil)
    try host.play("enter")
    #expect(!host.quitRequested)
    #expect(host.lines[1] == "Untitled — Edited")
  }

  @Test func theFirstSaveMakesTheAppsDocumentFolder() throws {
    let directory = try TemporaryDirectory()
    let host = try DocumentHost.start(in: directory, store: directory.file("store/docs"))
    try host.play("\"draft\" cmd+s enter")
    #expect(host.lines[1] == "Untitled.txt")
    #expect(try directory.read("store/docs/Untitled.txt") == "draft")
  }

  @Test func openingMakesTheDocumentFolderAsPrivateAsTheFirstSaveDoes() throws {
    let directory = try TemporaryDirectory()
    let host = try DocumentHost.start(in: directory, store: directory.file("store/docs"))
    try host.play("cmd+o")
    #expect(host.row(containing: "(empty folder)") != nil)
    for folder in ["store", "store/docs"] {
      let attributes = try FileManager.default.attributesOfItem(atPath: directory.file(folder))
      #expect((attributes[.posixPermissions] as? Int) == 0o700, "\(folder)")
    }
  }

  @Test func saveAsOntoAHardLinkOfItsOwnFileAsksNothing() throws {
    let directory = try TemporaryDirectory()
    try directory.write("mine", to: "a.txt")
    #expect(link(directory.file("a.txt"), directory.file("b.txt")) == 0)
    let host = try DocumentHost.start(
      in: directory, columns: 100, files: [directory.file("a.txt")])
    try host.play("\"new \" alt+shift+cmd+s ctrl+u \"b.txt\" enter")
    #expect(host.row(containing: "already exists") == nil)
    #expect(try directory.read("a.txt") == "new mine")
  }

  @Test func aFileRenamedToAnotherFileSystemSavesWithoutAFalseAlarm() throws {
    let directory = try TemporaryDirectory()
    try directory.write("mine", to: "a.txt")
    // Only where /dev/shm is another file system than the temporary folder (a move there is a
    // copy, so the file becomes a new one).
    let shared = URL(fileURLWithPath: "/dev/shm/keystroke-rename-\(UUID().uuidString).txt")
    guard let here = FileStamp.of(URL(fileURLWithPath: directory.path)),
      let there = FileStamp.of(URL(fileURLWithPath: "/dev/shm")), here.device != there.device
    else { return }
    defer { try? FileManager.default.removeItem(at: shared) }
    let host = try DocumentHost.start(
      in: directory, columns: 100, files: [directory.file("a.txt")])
    try host.play("f10 right down down down down down enter ctrl+u \"\(shared.path)\" enter")
    #expect(FileManager.default.fileExists(atPath: shared.path))
    try host.play("\"x\" cmd+s")
    #expect(host.row(containing: "changed by another program") == nil)
    #expect(try String(contentsOf: shared, encoding: .utf8) == "xmine")
  }

  @Test func saveAsOntoAFIFOIsRefusedWithAMessage() throws {
    let directory = try TemporaryDirectory()
    #expect(mkfifo(directory.file("pipe"), 0o600) == 0)
    let host = try DocumentHost.start(in: directory, columns: 120)
    try host.play("\"text\" cmd+s ctrl+u \"pipe\" enter")
    #expect(host.row(containing: "“Untitled” could not be saved") != nil)
    #expect(host.text.contains("pipe is a FIFO (named"))
    #expect(host.text.contains("not a regular file"))
    try host.play("enter")
    #expect(host.lines[1] == "Untitled — Edited")
    #expect(try mode(directory.file("pipe")) & S_IFMT == S_IFIFO)
  }

  @Test func openingAFIFOIsRefusedWithoutWaiting() throws {
    let directory = try TemporaryDirectory()
    #expect(mkfifo(directory.file("pipe"), 0o600) == 0)
    let host = try DocumentHost.start(in: directory, columns: 120, files: [directory.file("pipe")])
    #expect(host.row(containing: "“pipe” could not be opened") != nil)
    #expect(host.text.contains("not a regular file"))
  }

  @Test func aByteOrderMarkIsKeptOnSave() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("marked.txt")
    try Data([0xEF, 0xBB, 0xBF] + Array("text\r\n".utf8)).write(to: URL(fileURLWithPath: path))
    let host = try DocumentHost.start(in: directory, files: [path])
    #expect(host.lines[2].hasPrefix("text"))
    try host.play("\"more \" cmd+s")
    let saved = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(saved == [0xEF, 0xBB, 0xBF] + Array("more text\r\n".utf8))
  }
}
