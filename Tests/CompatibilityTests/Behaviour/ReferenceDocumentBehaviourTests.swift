import Foundation
import Keystroke
import KeystrokeTesting
import Testing

/// A reference document edited as a user does: an item added in place, the window marked
/// edited by the undo step the editor registered, saved through a snapshot, undone and redone.
@MainActor
@Suite struct ReferenceDocumentBehaviourTests {
  /// A folder of its own for the files a test saves, removed when the test ends.
  private final class Folder {
    let path = NSTemporaryDirectory() + "keystroke-reference-" + UUID().uuidString
    init() throws {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
    func read(_ name: String) throws -> String {
      try String(contentsOfFile: path + "/" + name, encoding: .utf8)
    }
  }

  /// The window's title line: the document's name, with "— Edited" while it has unsaved
  /// changes.
  private func title(_ host: TestHost) -> String? {
    host.lines.first { $0.hasPrefix("Untitled") || $0.hasPrefix("list.txt") }?
      .trimmingCharacters(in: .whitespaces)
  }

  @Test func addingAnItemMarksTheWindowEditedAndSavingWritesTheSnapshot() throws {
    let folder = try Folder()
    let host = TestHost(app: ChecklistApp.self, columns: 100, rows: 20)
    #expect(title(host) == "Untitled")
    try host.play("\"milk\" enter")
    #expect(host.row(containing: "- milk") != nil)
    #expect(title(host) == "Untitled — Edited")
    // The path field starts with a name; ctrl+u clears it for a path of our own.
    try host.play("cmd+s ctrl+u \"\(folder.path)/list.txt\" enter")
    #expect(title(host) == "list.txt", "\(host.lines)")
    #expect(try folder.read("list.txt") == "Groceries\nmilk\n")
    // Undoing the addition takes the document away from what was saved; redoing brings it back.
    try host.play("cmd+z")
    #expect(host.row(containing: "- milk") == nil)
    #expect(title(host) == "list.txt — Edited")
    try host.play("cmd+shift+z")
    #expect(host.row(containing: "- milk") != nil)
    #expect(title(host) == "list.txt", "\(host.lines)")
    try host.play("\"eggs\" enter cmd+s")
    #expect(try folder.read("list.txt") == "Groceries\nmilk\neggs\n")
    #expect(title(host) == "list.txt", "\(host.lines)")
  }

  @Test func closingWithAnUnsavedAdditionAsksFirst() throws {
    let host = TestHost(app: ChecklistApp.self, columns: 100, rows: 20)
    try host.play("\"bread\" enter cmd+w")
    #expect(host.row(containing: "Do you want to save the changes made to “Untitled”?") != nil)
    try host.play("esc")
    #expect(title(host) == "Untitled — Edited")
    #expect(host.row(containing: "- bread") != nil)
  }

  @Test func aNewDocumentUndoneToHowItStartedIsNotEdited() throws {
    let host = TestHost(app: ChecklistApp.self, columns: 100, rows: 20)
    try host.play("\"tea\" enter")
    #expect(title(host) == "Untitled — Edited")
    // The addition, then the typing of its name.
    try host.play("cmd+z cmd+z")
    #expect(host.row(containing: "- tea") == nil)
    #expect(title(host) == "Untitled")
  }
}
