import Foundation
import Testing

@testable import Keystroke

/// A note imported from a file: it records the file it was handed and whether the file was
/// there while it read it.
private struct ImportedNote: Transferable {
  var text: String
  var file: URL

  static var transferRepresentation: some TransferRepresentation {
    FileRepresentation(importedContentType: .plainText) { received in
      let text = try String(contentsOf: received.file, encoding: .utf8)
      return ImportedNote(text: text, file: received.file)
    }
  }
}

/// Bytes imported through a `FileRepresentation` are written to a temporary file for the
/// importing closure, which is removed once the closure returns, as SwiftUI's received files
/// last only while the closure runs.
@Suite struct FileRepresentationImportTests {
  @Test func theTemporaryFileIsReadableInsideAndRemovedAfter() async throws {
    let importer = try #require(ImportedNote.transferEntries.first?.importer)
    let note = try await importer(.data(Data("Heron at dawn".utf8)))
    #expect(note.text == "Heron at dawn")
    #expect(!FileManager.default.fileExists(atPath: note.file.path))
  }

  @Test func theUsersOwnFileIsLeftWhereItIs() async throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("keystroke-file-import-test-\(UUID().uuidString).txt")
    try Data("Wren".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let importer = try #require(ImportedNote.transferEntries.first?.importer)
    let note = try await importer(.file(url, isOriginal: true))
    #expect(note.text == "Wren")
    #expect(FileManager.default.fileExists(atPath: url.path))
  }
}
