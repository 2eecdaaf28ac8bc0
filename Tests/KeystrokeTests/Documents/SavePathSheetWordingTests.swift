import Foundation
import KeystrokeTesting
import Testing

@testable import Keystroke

/// The path sheet's key line names what Return does there: it saves in Save As, and renames
/// in File › Rename….
@MainActor
@Suite struct SavePathSheetWordingTests {
  @Test func renameSaysReturnRenames() throws {
    let directory = try TemporaryDirectory()
    try directory.write("mine", to: "a.txt")
    let host = try DocumentHost.start(
      in: directory, columns: 100, files: [directory.file("a.txt")])
    // Rename… is the sixth item of the File menu.
    try host.play("f10 right down down down down down enter")
    #expect(host.row(containing: "Rename") != nil)
    #expect(host.row(containing: "Return renames") != nil)
    #expect(host.row(containing: "Return saves") == nil)
  }

  @Test func saveAsSaysReturnSaves() throws {
    let directory = try TemporaryDirectory()
    try directory.write("mine", to: "a.txt")
    let host = try DocumentHost.start(
      in: directory, columns: 100, files: [directory.file("a.txt")])
    try host.play("alt+shift+cmd+s")
    #expect(host.row(containing: "Save As") != nil)
    #expect(host.row(containing: "Return saves") != nil)
  }
}
