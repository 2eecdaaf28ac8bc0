import Foundation
import Testing

/// The form demo's Contacts › Import Contacts… through `--play`, the file typed into the
/// chooser's path field (a `--play` run starts the chooser in its own scratch folder).
@Suite struct FormDemoImportTests {
  /// Plays `script` on the form demo and returns the final screen.
  private func play(_ script: String) throws -> String {
    try ExamplePlay.screen(of: "form-demo", playing: script)
  }

  @Test func importingATextFileAddsItsContactsAndOtherFilesAreRefused() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("form-import-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = folder.appendingPathComponent("team.txt")
    let json = folder.appendingPathComponent("other.json")
    try Data("Ada <ada@example.com>\nno address here\nLin <lin@example.com>\n".utf8).write(to: text)
    try Data("{}".utf8).write(to: json)
    let open = "cmd+shift+p \"import contacts\" enter tab"
    let imported = try play("\(open) \"\(text.path)\" enter")
    #expect(imported.contains("Imported 2 from team.txt"))
    #expect(imported.contains("Ada <ada@example.com>"))
    #expect(imported.contains("Lin <lin@example.com>"))
    let refused = try play("\(open) \"\(json.path)\" enter")
    #expect(refused.contains("other.json is not a kind of file this can open"))
    #expect(!refused.contains("Imported"))
  }

  @Test func aPathTypedIntoTheChoosersListGoesToItsPathField() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("form-import-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = folder.appendingPathComponent("team.txt")
    try Data("Ada <ada@example.com>\n".utf8).write(to: text)
    // No Tab: the list has focus, and the path's `/` starts no name there.
    let imported = try play("cmd+shift+p \"import contacts\" enter \"\(text.path)\" enter")
    #expect(imported.contains("Imported 1 from team.txt"))
  }

  @Test func aNameOfSpacesCannotBeSavedAndOneLetterCan() throws {
    let blank = try play("\"   \" tab \"ada@example.com\" cmd+s")
    #expect(blank.contains("No contacts yet."))
    let named = try play("\" A \" tab \"ada@example.com\" cmd+s")
    #expect(named.contains(" A  <ada@example.com>"))
  }
}
