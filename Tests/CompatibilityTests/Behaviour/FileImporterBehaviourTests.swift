import Foundation
import Keystroke
import KeystrokeTesting
import Testing

/// `.fileImporter` presents a chooser over a folder and hands back the chosen files.
@MainActor
@Suite struct FileImporterBehaviourTests {
  /// A fresh folder with two text files, a JSON file and a subfolder holding a third text file.
  private func makeFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("importer-\(UUID().uuidString)")
    let inner = folder.appendingPathComponent("more")
    try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
    for name in ["april.txt", "may.txt", "totals.json"] {
      try Data("x".utf8).write(to: folder.appendingPathComponent(name))
    }
    try Data("x".utf8).write(to: inner.appendingPathComponent("june.txt"))
    return folder
  }

  @Test func theHighlightedFileIsChosen() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let host = TestHost(NoteOpener(folder: folder), columns: 70, rows: 22)
    try host.play("enter")
    // Folders first, then files by name; the folder's path is shown.
    let more = try #require(host.row(containing: "more/"))
    let april = try #require(host.row(containing: "april.txt"))
    #expect(more < april)
    #expect(host.row(containing: folder.lastPathComponent) != nil)
    try host.play("down enter")
    #expect(host.row(containing: "Opened april.txt") != nil)
    #expect(host.row(containing: "more/") == nil)
  }

  @Test func aFileOfAnotherKindIsRefusedAndTheChooserStays() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let host = TestHost(NoteOpener(folder: folder), columns: 70, rows: 22)
    try host.play("enter down down down enter")
    #expect(host.row(containing: "totals.json is not a kind of file this can open") != nil)
    // Still up, over the window.
    #expect(host.row(containing: "april.txt") != nil)
  }

  @Test func aFileInASubfolderIsReachedAndATypedPathIsChosen() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let host = TestHost(NoteOpener(folder: folder), columns: 70, rows: 22)
    try host.play("enter right enter")
    #expect(host.row(containing: "Opened june.txt") != nil)
    // The path field takes a path relative to the folder shown.
    try host.play("enter tab \"may.txt\" enter")
    #expect(host.row(containing: "Opened may.txt") != nil)
  }

  @Test func severalMarkedFilesAreChosenTogether() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let host = TestHost(ReceiptImporter(folder: folder), columns: 70, rows: 22)
    try host.play("enter down space down space enter")
    #expect(host.row(containing: "Imported: april.txt, may.txt") != nil)
  }

  @Test func spaceGoesOnWithANameBeingTypedElseMarks() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["may 2.txt", "may 3.txt"] {
      try Data("x".utf8).write(to: folder.appendingPathComponent(name))
    }
    let host = TestHost(ReceiptImporter(folder: folder), columns: 70, rows: 22)
    // "may" then Space: a name goes on with a space, so the search does ("may 3"); the next
    // Space, with nothing typed before it, marks the highlighted file.
    try host.play("enter \"may\" space \"3\" space")
    try host.play("home \"ap\" space enter")
    #expect(host.row(containing: "Imported: may 3.txt, april.txt") != nil)
  }

  @Test func aStartFolderNotMadeYetFallsBackToTheWorkingDirectory() throws {
    let missing = FileManager.default.temporaryDirectory
      .appendingPathComponent("importer-missing-\(UUID().uuidString)")
    let host = TestHost(ReceiptImporter(folder: missing), columns: 70, rows: 22)
    try host.play("enter")
    #expect(host.row(containing: FileManager.default.currentDirectoryPath) != nil)
    #expect(host.row(containing: "does not exist") == nil)
    #expect(!FileManager.default.fileExists(atPath: missing.path))
  }

  @Test func escapeCancels() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let host = TestHost(ReceiptImporter(folder: folder), columns: 70, rows: 22)
    try host.play("enter escape")
    #expect(host.row(containing: "Cancelled") != nil)
    #expect(host.row(containing: "april.txt") == nil)
  }
}
