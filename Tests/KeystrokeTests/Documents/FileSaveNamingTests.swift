import Foundation
import Testing

@testable import Keystroke

/// The names `.fileExporter` and `.fileMover` give files and the names they refuse.
@Suite struct FileSaveNamingTests {
  @Test func theTypesExtensionIsAddedOnlyWhenMissing() {
    #expect(FileSaveNaming.suggested("Report", for: .plainText) == "Report.txt")
    #expect(FileSaveNaming.suggested("Report.txt", for: .plainText) == "Report.txt")
    #expect(FileSaveNaming.suggested(nil, for: .commaSeparatedText) == "Untitled.csv")
    #expect(FileSaveNaming.suggested("  ", for: nil) == "Untitled")
    #expect(FileSaveNaming.completed("summer", for: .plainText) == "summer.txt")
    #expect(FileSaveNaming.completed("summer.md", for: .plainText) == "summer.md")
    #expect(FileSaveNaming.completed(".profile", for: .plainText) == ".profile.txt")
  }

  @Test func anExtensionChoosesAmongTheOfferedTypes() {
    let types: [UTType] = [.commaSeparatedText, .json]
    #expect(FileSaveNaming.typeIndex(of: "sums.json", among: types) == 1)
    #expect(FileSaveNaming.typeIndex(of: "sums.CSV", among: types) == 0)
    #expect(FileSaveNaming.typeIndex(of: "sums", among: types) == nil)
    #expect(FileSaveNaming.typeIndex(of: "sums.txt", among: types) == nil)
    #expect(FileSaveNaming.retyped("sums.csv", to: .json, among: types) == "sums.json")
    #expect(FileSaveNaming.retyped("sums", to: .json, among: types) == "sums")
    #expect(FileSaveNaming.retyped("sums.txt", to: .json, among: types) == "sums.txt")
  }

  @Test func repeatedNamesAreNumbered() {
    #expect(
      FileSaveNaming.distinct(["a.txt", "a.txt", "b", "a.txt", "b"])
        == ["a.txt", "a 2.txt", "b", "a 3.txt", "b 2"])
  }

  @Test func badNamesAreRefused() {
    #expect(FileSaveNaming.problem(with: "notes.txt") == nil)
    #expect(FileSaveNaming.problem(with: "a/b")?.contains("“/”") == true)
    #expect(FileSaveNaming.problem(with: "a\u{1B}[31m")?.contains("control characters") == true)
    #expect(FileSaveNaming.problem(with: "line\nbreak")?.contains("control characters") == true)
    #expect(FileSaveNaming.problem(with: "  ") != nil)
    #expect(FileSaveNaming.problem(with: "..") != nil)
    #expect(FileSaveNaming.problem(with: String(repeating: "é", count: 128)) != nil)
  }

  @Test func whatIsThereDecidesWhetherToAsk() {
    #expect(FileSaveCheck.make(name: "a", existing: .nothing, moving: false) == .free)
    #expect(
      FileSaveCheck.make(name: "a", existing: .file, moving: true)
        == .askToReplace("“a” already exists."))
    if case .askToReplace(let text) = FileSaveCheck.make(
      name: "a", existing: .link(to: "/etc/x"), moving: false)
    {
      #expect(text.contains("/etc/x"))
    } else {
      Issue.record("a link is asked about")
    }
    let folder = FileSaveCheck.make(name: "a", existing: .other("a folder"), moving: false)
    #expect(folder != .free && folder != .alreadyThere)
    if case .askToReplace = folder { Issue.record("a folder is never replaced") }
    #expect(
      FileSaveCheck.make(name: "a", existing: .file, moving: true, isSource: true) == .alreadyThere)
  }

  @Test func systemErrorsBecomeTheCocoaCodesAppsTestFor() {
    #expect(FileSaveFailure.code(forErrno: ENOSPC) == .fileWriteOutOfSpace)
    #expect(FileSaveFailure.code(forErrno: EACCES) == .fileWriteNoPermission)
    #expect(FileSaveFailure.code(forErrno: EROFS) == .fileWriteVolumeReadOnly)
    let failure = FileSaveFailure.failed(
      StorageFileError(path: "/x/a", step: .writeTemporaryFile, code: ENOSPC, reason: "No space"),
      path: "/x/a")
    #expect(failure.error.code == .fileWriteOutOfSpace)
    #expect(failure.error.localizedDescription == failure.message)
    #expect(failure.message.contains("No space"))
  }
}
