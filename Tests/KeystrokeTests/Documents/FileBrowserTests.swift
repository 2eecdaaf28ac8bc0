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

  @Test func namesSortAsAFileBrowserSortsThem() throws {
    let directory = try TemporaryDirectory()
    let names = [
      "file10.txt", "zeta", "file9.txt", "éclair.txt", "File2.txt", "10 items", "Ábc",
      "eclair2.txt", "file009.txt",
    ]
    for name in names { try directory.write("x", to: name) }
    let browser = FileBrowser(directory: URL(fileURLWithPath: directory.path))
    #expect(
      browser.entries.map(\.name) == [
        "10 items", "Ábc", "éclair.txt", "eclair2.txt", "File2.txt", "file9.txt", "file009.txt",
        "file10.txt", "zeta",
      ])
  }

  @Test(arguments: [
    ("report.pdf", "report2.pdf"), ("file.txt", "file1.txt"), ("a b.txt", "a1.txt"),
    ("a-1", "a1"), ("09a", "9b"), ("note 9", "note 10"), ("Zebra", "zèbre 2"),
  ])
  func punctuationComesBeforeDigitsAndDigitsBeforeLetters(first: String, second: String) {
    #expect(FileNameOrder(first) < FileNameOrder(second))
    #expect(!(FileNameOrder(second) < FileNameOrder(first)))
  }

  @Test func theOrderIsTotalWhateverOrderTheNamesCameIn() {
    var random = SplitMix(seed: 57)
    let pieces = ["a", "B", "é", "0", "07", "12", "x", " ", ".", "Z", "ü", "3"]
    for _ in 0..<200 {
      let names = Set(
        (0..<30).map { _ in
          (0..<Int.random(in: 1...5, using: &random)).map { _ in
            pieces.randomElement(using: &random)!
          }.joined()
        })
      let keys = names.map(FileNameOrder.init)
      let once = keys.sorted().map(\.name)
      let again = keys.shuffled(using: &random).sorted().map(\.name)
      #expect(once == again)
      for (left, right) in zip(once, once.dropFirst()) {
        #expect(FileNameOrder(left) < FileNameOrder(right))
        #expect(!(FileNameOrder(right) < FileNameOrder(left)))
      }
    }
  }

  @Test func pagesAndTypedLettersMoveTheHighlight() throws {
    let directory = try TemporaryDirectory()
    for index in 0..<60 {
      try directory.write("x", to: ["apple", "banana", "cherry"][index % 3] + " \(index).txt")
    }
    let browser = FileBrowser(directory: URL(fileURLWithPath: directory.path))
    _ = browser.shownRange(rows: 12)
    _ = browser.handleListKey(KeyPress(key: .pageDown))
    #expect(browser.selection == 12)
    _ = browser.handleListKey(KeyPress(key: .pageUp))
    #expect(browser.selection == 0)
    func type(_ text: String) {
      for character in text {
        _ = browser.handleListKey(
          KeyPress(key: KeyEquivalent(character), characters: String(character)))
      }
    }
    type("c")
    #expect(browser.selectedEntry?.name == "cherry 2.txt")
    type("c")
    #expect(browser.selectedEntry?.name == "cherry 5.txt")
    _ = browser.handleListKey(KeyPress(key: .home))
    type("Banana 4")
    #expect(browser.selectedEntry?.name == "banana 4.txt")
    // After another key a search starts afresh, after the highlighted entry.
    _ = browser.handleListKey(KeyPress(key: .downArrow))
    #expect(browser.selectedEntry?.name == "banana 7.txt")
    type("Ba")
    #expect(browser.selectedEntry?.name == "banana 10.txt")
  }

  @Test(arguments: [
    ("notes.txt", "/base/notes.txt"), ("/etc/hosts", "/etc/hosts"), ("a/../b.txt", "/base/b.txt"),
    ("~/notes.txt", "/home/from-env/notes.txt"), ("~", "/home/from-env"),
    ("~other/x.txt", "/base/~other/x.txt"),
  ])
  func typedPathsResolve(typed: String, expected: String) {
    let url = FileBrowser.resolve(
      typed, relativeTo: URL(fileURLWithPath: "/base"), home: "/home/from-env")
    #expect(url.path == expected)
  }

  @Test func theHomeFolderIsHOMEWhenSetAndTheAccountsOtherwise() {
    let account = { "/home/account" }
    #expect(
      HomeDirectory.path(environment: ["HOME": "/tmp/elsewhere"], accountHome: account)
        == "/tmp/elsewhere")
    #expect(HomeDirectory.path(environment: [:], accountHome: account) == "/home/account")
    #expect(HomeDirectory.path(environment: ["HOME": ""], accountHome: account) == "/home/account")
    #expect(HomeDirectory.path(environment: [:], accountHome: { nil }) == nil)
  }

  @Test func thePickersPathFieldExpandsTildeToItsHome() throws {
    let directory = try TemporaryDirectory()
    try directory.write("in the home", to: "notes.txt")
    let browser = FileBrowser(
      directory: URL(fileURLWithPath: "/"), homeDirectory: directory.path)
    browser.typedPath = "~/notes.txt"
    #expect(
      browser.submitTypedPath()
        == .open(URL(fileURLWithPath: directory.file("notes.txt")).standardizedFileURL))
  }

  @Test func aFolderThatCannotBeListedSaysWhy() throws {
    let directory = try TemporaryDirectory()
    let browser = FileBrowser(directory: URL(fileURLWithPath: directory.file("nowhere")))
    #expect(browser.entries.isEmpty)
    #expect(browser.problem?.contains("nowhere") == true)
    #expect(browser.handleListKey(KeyPress(key: .return)) == .stay)
  }

  @Test func typingThatStartsNoNameBeginsAPath() throws {
    let directory = try TemporaryDirectory()
    let empty = FileBrowser(directory: URL(fileURLWithPath: directory.path))
    #expect(empty.handleListKey(KeyPress(key: "n", characters: "n")) == .typePath("n"))
    let listed = try folder()
    let full = FileBrowser(directory: URL(fileURLWithPath: listed.path))
    #expect(full.handleListKey(KeyPress(key: "/", characters: "/")) == .typePath("/"))
    #expect(full.handleListKey(KeyPress(key: "~", characters: "~")) == .typePath("~"))
    #expect(full.handleListKey(KeyPress(key: "b", characters: "b")) == .stay)
    #expect(full.selectedEntry?.name == "beta")
    // Among entries, a letter that leads nowhere stays type-select, in a search or not.
    #expect(full.handleListKey(KeyPress(key: "/", characters: "/")) == .stay)
    #expect(full.handleListKey(KeyPress(key: "q", characters: "q")) == .stay)
    #expect(full.selectedEntry?.name == "beta")
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
