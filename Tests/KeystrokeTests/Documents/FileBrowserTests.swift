import Foundation
import Testing

@testable import Keystroke

@MainActor
@Suite struct FileBrowserTests {
  private func folder() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: directory.file("beta"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: directory.file("Alpha"), withIntermediateDirectories: true)
    try directory.write("x", to: "b.txt")
    try directory.write("x", to: "a.txt")
    try directory.write("x", to: ".hidden")
    return directory
  }

  @Test func listsFoldersFirstByNameWithoutHiddenEntries() throws {
    let directory = try folder()
    let browser = FileBrowser(directory: URL(fileURLWithPath: directory.path))
    #expect(browser.entries.map(\.name) == ["Alpha", "beta", "a.txt", "b.txt"])
    #expect(browser.entries.map(\.isDirectory) == [true, true, false, false])
  }

  @Test func arrowsMoveReturnEntersAndBackspaceGoesUpToTheFolderLeft() throws {
    let directory = try folder()
    try directory.write("inside", to: "beta/c.txt")
    let browser = FileBrowser(directory: URL(fileURLWithPath: directory.path))
    #expect(browser.handleListKey(KeyPress(key: .upArrow)) == .stay)
    #expect(browser.selection == 0)
    _ = browser.handleListKey(KeyPress(key: .downArrow))
    #expect(browser.selectedEntry?.name == "beta")
    _ = browser.handleListKey(KeyPress(key: .return))
    #expect(browser.directory.lastPathComponent == "beta")
    let opened = browser.handleListKey(KeyPress(key: .return))
    #expect(opened == .open(URL(fileURLWithPath: directory.file("beta/c.txt")).standardizedFileURL))
    _ = browser.handleListKey(KeyPress(key: .delete))
    #expect(browser.selectedEntry?.name == "beta")
    _ = browser.handleListKey(KeyPress(key: .end))
    #expect(browser.selectedEntry?.name == "b.txt")
    #expect(browser.handleListKey(KeyPress(key: "q")) == .ignored)
  }

  @Test(arguments: [
    ("notes.txt", "/base/notes.txt"), ("/etc/hosts", "/etc/hosts"), ("a/../b.txt", "/base/b.txt"),
  ])
  func typedPathsResolve(typed: String, expected: String) {
    #expect(
      FileBrowser.resolve(typed, relativeTo: URL(fileURLWithPath: "/base")).path == expected)
  }

  @Test func aFolderThatCannotBeListedSaysWhy() throws {
    let directory = try TemporaryDirectory()
    let browser = FileBrowser(directory: URL(fileURLWithPath: directory.file("nowhere")))
    #expect(browser.entries.isEmpty)
    #expect(browser.problem?.contains("nowhere") == true)
    #expect(browser.handleListKey(KeyPress(key: .return)) == .stay)
  }

  @Test func aTypedFolderIsShownAndATypedFileIsOpened() throws {
    let directory = try folder()
    let browser = FileBrowser(directory: URL(fileURLWithPath: directory.path))
    browser.typedPath = "Alpha"
    #expect(browser.submitTypedPath() == .stay)
    #expect(browser.directory.lastPathComponent == "Alpha")
    browser.typedPath = "../a.txt"
    #expect(
      browser.submitTypedPath()
        == .open(URL(fileURLWithPath: directory.file("a.txt")).standardizedFileURL))
  }
}
