import Foundation
import Keystroke

// Exporting documents and moving files, as a notes app exports a note and a downloads list
// files a finished download.

/// A short text document, written as UTF-8.
struct ReportDocument: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }
  var text: String

  init(text: String) { self.text = text }

  init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents,
      let text = String(data: data, encoding: .utf8)
    else { throw CocoaError(.fileReadCorruptFile) }
    self.text = text
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data(text.utf8))
  }
}

/// Exports one report as plain text, naming it "Report" unless the user types another name.
struct ReportExporter: View {
  let folder: URL
  var report = ReportDocument(text: "Quarterly totals\n")
  @State private var exporting = false
  @State private var status = "Not exported"

  var body: some View {
    VStack(alignment: .leading) {
      Button("Export…") { exporting = true }
      Text(status)
    }
    // compat: .fileExporter
    .fileExporter(
      isPresented: $exporting, document: report, contentType: .plainText,
      defaultFilename: "Report"
    ) { result in
      switch result {
      case .success(let url): status = "Exported \(url.lastPathComponent)"
      case .failure(let error): status = "Failed: \(error.localizedDescription)"
      }
    }
    .fileDialogDefaultDirectory(folder)
  }
}

/// Exports every chapter of a book into one folder, noticing when the user cancels.
struct ChapterExporter: View {
  let folder: URL
  @State private var chapters = [
    ReportDocument(text: "Chapter one\n"), ReportDocument(text: "Chapter two\n"),
  ]
  @State private var exporting = false
  @State private var status = "Idle"

  var body: some View {
    Button("Export Chapters…") { exporting = true }
    Text(status)
      .fileExporter(
        isPresented: $exporting, documents: chapters, contentTypes: [.plainText]
      ) { result in
        if case .success(let urls) = result {
          status = "Exported " + urls.map(\.lastPathComponent).joined(separator: ", ")
        }
      } onCancellation: {
        status = "Export cancelled"
      }
      .fileDialogDefaultDirectory(folder)
  }
}

/// Exports the note being edited, with the type the document declares.
struct NoteExportButton: View {
  let note: ReportDocument
  @State private var exporting = false

  var body: some View {
    Button("Export Note…") { exporting = true }
      .fileExporter(isPresented: $exporting, document: note, defaultFilename: "Note") { _ in }
  }
}

/// Files a finished download into another folder.
struct DownloadMover: View {
  let folder: URL
  let download: URL
  @State private var moving = false
  @State private var status = "In downloads"

  var body: some View {
    VStack(alignment: .leading) {
      Button("Move to…") { moving = true }
      Text(status)
    }
    // compat: .fileMover
    .fileMover(isPresented: $moving, file: download) { result in
      switch result {
      case .success(let url):
        status =
          "Moved to \(url.deletingLastPathComponent().lastPathComponent)/\(url.lastPathComponent)"
      case .failure(let error): status = "Failed: \(error.localizedDescription)"
      }
    } onCancellation: {
      status = "Left in place"
    }
    .fileDialogDefaultDirectory(folder)
  }
}

/// Moves every selected photo at once.
struct PhotoMover: View {
  let folder: URL
  let photos: [URL]
  @State private var moving = false
  @State private var moved: [String] = []

  var body: some View {
    VStack(alignment: .leading) {
      Button("Move Photos…") { moving = true }
      Text("Moved: \(moved.joined(separator: ", "))")
    }
    .fileMover(isPresented: $moving, files: photos) { result in
      if case .success(let urls) = result {
        moved = urls.map {
          "\($0.deletingLastPathComponent().lastPathComponent)/\($0.lastPathComponent)"
        }
      }
    }
    .fileDialogDefaultDirectory(folder)
  }
}
