import Foundation
import Keystroke
import KeystrokeTesting
import Testing

/// `.fileExporter` asks for a name and a folder, then writes the document there.
@MainActor
@Suite struct FileExporterBehaviourTests {
  /// A fresh folder holding an empty subfolder `more`.
  private func makeFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("exporter-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("more"), withIntermediateDirectories: true)
    return folder
  }

  private func text(at url: URL) -> String? {
    (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func theDefaultNameWithItsExtensionIsSavedOnReturn() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let host = TestHost(ReportExporter(folder: folder), columns: 70, rows: 24)
    try host.play("enter")
    #expect(host.row(containing: "Report.txt") != nil)
    #expect(host.row(containing: "more/") != nil)
    try host.play("enter")
    #expect(host.row(containing: "Exported Report.txt") != nil)
    #expect(host.row(containing: "more/") == nil)
    #expect(text(at: folder.appendingPathComponent("Report.txt")) == "Quarterly totals\n")
    // Nothing is left behind beside it.
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == ["Report.txt", "more"])
  }

  @Test func aTypedNameGetsTheExtensionAndAChosenFolderIsUsed() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let host = TestHost(ReportExporter(folder: folder), columns: 70, rows: 24)
    // The name field has focus; Tab reaches the list, → enters `more`, ⌘S saves there.
    try host.play("enter ctrl+u \"summer\" tab right")
    #expect(host.row(containing: "In " + folder.appendingPathComponent("more").path) != nil)
    // The list shows the folder entered, not the one left.
    #expect(host.row(containing: "(empty folder)") != nil)
    #expect(host.row(containing: "▸ more/") == nil)
    try host.play("cmd+s")
    #expect(host.row(containing: "Exported summer.txt") != nil)
    #expect(
      text(at: folder.appendingPathComponent("more/summer.txt")) == "Quarterly totals\n")
  }

  @Test func anExistingFileIsReplacedOnlyAfterAsking() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let existing = folder.appendingPathComponent("Report.txt")
    try Data("old".utf8).write(to: existing)
    let host = TestHost(ReportExporter(folder: folder), columns: 70, rows: 24)
    try host.play("enter enter")
    #expect(host.row(containing: "“Report.txt” already exists.") != nil)
    #expect(host.row(containing: "Replace") != nil)
    #expect(text(at: existing) == "old")
    try host.play("enter")
    #expect(host.row(containing: "Exported Report.txt") != nil)
    #expect(text(at: existing) == "Quarterly totals\n")
  }

  @Test func aLinkSaysWhereItLeadsBeforeItsFileIsReplaced() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let elsewhere = folder.appendingPathComponent("more/real.txt")
    try Data("old".utf8).write(to: elsewhere)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("Report.txt").path, withDestinationPath: elsewhere.path)
    let host = TestHost(ReportExporter(folder: folder), columns: 70, rows: 24)
    try host.play("enter enter")
    #expect(host.row(containing: "is a link to") != nil)
    #expect(host.text.contains("real.txt"))
    #expect(text(at: elsewhere) == "old")
    try host.play("enter")
    #expect(text(at: elsewhere) == "Quarterly totals\n")
    let link = try FileManager.default.destinationOfSymbolicLink(
      atPath: folder.appendingPathComponent("Report.txt").path)
    #expect(link == elsewhere.path)
  }

  @Test func aNameWithASlashFailsAndTheSheetStays() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let host = TestHost(ReportExporter(folder: folder), columns: 70, rows: 24)
    try host.play("enter ctrl+u \"a/b\" enter")
    #expect(host.row(containing: "A file name cannot contain “/”") != nil)
    // Still up: the folder is still listed. `onCompletion` had the failure.
    #expect(host.row(containing: "more/") != nil)
    try host.play("escape")
    #expect(host.row(containing: "Failed: A file name cannot contain “/”") != nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["more"])
  }

  @Test func aFolderThatVanishedIsReportedAsAFailure() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let host = TestHost(ReportExporter(folder: folder), columns: 70, rows: 24)
    try host.play("enter tab right")
    try FileManager.default.removeItem(at: folder.appendingPathComponent("more"))
    try host.play("cmd+s")
    #expect(host.row(containing: "exists; choose another.") != nil)
    // Not made again behind the user's back.
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("more").path))
    try host.play("escape")
    #expect(host.row(containing: "Failed: The folder") != nil)
  }

  @Test func severalDocumentsAreSavedIntoTheFolderAndEscapeCancels() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let host = TestHost(ChapterExporter(folder: folder), columns: 70, rows: 24)
    try host.play("enter")
    #expect(host.row(containing: "Saves Untitled.txt, Untitled 2.txt") != nil)
    try host.play("escape")
    #expect(host.row(containing: "Export cancelled") != nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["more"])
    try host.play("enter right cmd+s")
    #expect(host.row(containing: "Exported Untitled.txt, Untitled 2.txt") != nil)
    #expect(text(at: folder.appendingPathComponent("more/Untitled 2.txt")) == "Chapter two\n")
  }

  /// SwiftUI calls `onCompletion` once per presentation, after the exporter closes: a failed
  /// write is shown in the sheet, and reported only if the user gives up after it.
  @Test func aFailureIsShownAndReportedOnceWhenTheUserGivesUp() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A folder where the file would go: the write cannot replace it.
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Report.txt"), withIntermediateDirectories: true)
    let host = TestHost(CountingExporter(folder: folder), columns: 70, rows: 24)
    try host.play("enter enter")
    #expect(host.row(containing: "is a folder and cannot be replaced") != nil)
    #expect(host.row(containing: "more/") != nil)
    try host.play("escape")
    // Closed, with the one failure: not a call for the write and another for the cancel.
    #expect(host.row(containing: "more/") == nil)
    let calls = try #require(host.row(containing: "Calls:"))
    #expect(host.lines[calls].trimmingCharacters(in: .whitespaces) == "Calls: failure")
  }

  @Test func aRetryAfterAFailureReportsOnlyTheSuccess() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Report.txt"), withIntermediateDirectories: true)
    let host = TestHost(CountingExporter(folder: folder), columns: 70, rows: 24)
    try host.play("enter enter")
    #expect(host.row(containing: "is a folder and cannot be replaced") != nil)
    try host.play("ctrl+u \"Other\" enter")
    let calls = try #require(host.row(containing: "Calls:"))
    #expect(host.lines[calls].trimmingCharacters(in: .whitespaces) == "Calls: success Other.txt")
    #expect(text(at: folder.appendingPathComponent("Other.txt")) == "Quarterly totals\n")
  }

  /// With several content types the sheet offers each: a Format picker, and a typed extension.
  @Test func theFormatPickerChoosesTheTypeAndTheExtension() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let host = TestHost(TableExporter(folder: folder), columns: 70, rows: 24)
    try host.play("enter")
    #expect(host.row(containing: "Format") != nil)
    #expect(host.row(containing: "[ .csv") != nil)
    // Tab from the name field reaches the picker; → chooses JSON and renames the file.
    try host.play("tab right")
    #expect(host.row(containing: "[ .json") != nil)
    #expect(host.row(containing: "totals.json") != nil)
    try host.play("cmd+s")
    #expect(host.row(containing: "Exported totals.json") != nil)
    #expect(text(at: folder.appendingPathComponent("totals.json")) == "{\"total\": 42}\n")
  }

  @Test func aTypedExtensionChoosesThatType() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let host = TestHost(TableExporter(folder: folder), columns: 70, rows: 24)
    try host.play("enter ctrl+u \"sums.json\"")
    #expect(host.row(containing: "[ .json") != nil)
    try host.play("enter")
    #expect(text(at: folder.appendingPathComponent("sums.json")) == "{\"total\": 42}\n")
    try host.play("enter ctrl+u \"sums\" enter")
    #expect(text(at: folder.appendingPathComponent("sums.csv")) == "total\n42\n")
  }
}

/// Exports a report, showing every call its exporter made, `onCancellation` too.
private struct CountingExporter: View {
  let folder: URL
  @State private var exporting = false
  @State private var calls: [String] = []

  var body: some View {
    VStack(alignment: .leading) {
      Button("Export…") { exporting = true }
      Text("Calls: " + (calls.isEmpty ? "none" : calls.joined(separator: ", ")))
    }
    .fileExporter(
      isPresented: $exporting, document: ReportDocument(text: "Quarterly totals\n"),
      contentTypes: [.plainText], defaultFilename: "Report"
    ) { result in
      switch result {
      case .success(let url): calls.append("success " + url.lastPathComponent)
      case .failure: calls.append("failure")
      }
    } onCancellation: {
      calls.append("cancelled")
    }
    .fileDialogDefaultDirectory(folder)
  }
}

/// A table written as CSV or JSON, as its writer is asked.
private struct TotalsDocument: FileDocument {
  static var readableContentTypes: [UTType] { [.commaSeparatedText, .json] }

  init() {}

  init(configuration: ReadConfiguration) throws { throw CocoaError(.fileReadCorruptFile) }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    let text = configuration.contentType == .json ? "{\"total\": 42}\n" : "total\n42\n"
    return FileWrapper(regularFileWithContents: Data(text.utf8))
  }
}

/// Exports the totals as CSV or JSON, the user's choice.
private struct TableExporter: View {
  let folder: URL
  @State private var exporting = false
  @State private var status = "Idle"

  var body: some View {
    VStack(alignment: .leading) {
      Button("Export…") { exporting = true }
      Text(status)
    }
    .fileExporter(
      isPresented: $exporting, document: TotalsDocument(),
      contentTypes: [.commaSeparatedText, .json], defaultFilename: "totals"
    ) { result in
      if case .success(let url) = result { status = "Exported " + url.lastPathComponent }
    }
    .fileDialogDefaultDirectory(folder)
  }
}
