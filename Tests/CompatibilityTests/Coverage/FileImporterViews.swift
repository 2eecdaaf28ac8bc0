import Foundation
import Keystroke

// Importing files, as an expenses app imports receipts and a notes app opens one note.

/// Imports any number of text receipts from a folder.
struct ReceiptImporter: View {
  let folder: URL
  @State private var importing = false
  @State private var imported: [String] = []
  @State private var cancelled = false

  var body: some View {
    VStack(alignment: .leading) {
      Button("Import receipts…") { importing = true }
      Text(cancelled ? "Cancelled" : "Imported: \(imported.joined(separator: ", "))")
    }
    // compat: .fileImporter
    .fileImporter(
      isPresented: $importing, allowedContentTypes: [.plainText], allowsMultipleSelection: true
    ) { result in
      if case .success(let urls) = result { imported = urls.map(\.lastPathComponent) }
    } onCancellation: {
      cancelled = true
    }
    // compat: .fileDialogDefaultDirectory
    .fileDialogDefaultDirectory(folder)
  }
}

/// Opens one note, reporting a failure as SwiftUI apps do.
struct NoteOpener: View {
  let folder: URL
  @State private var choosing = false
  @State private var status = "No note"

  var body: some View {
    VStack(alignment: .leading) {
      Button("Open note…") { choosing = true }
      Text(status)
    }
    .fileImporter(isPresented: $choosing, allowedContentTypes: [.plainText]) { result in
      switch result {
      case .success(let url): status = "Opened \(url.lastPathComponent)"
      case .failure(let error): status = "Failed: \(error.localizedDescription)"
      }
    }
    .fileDialogDefaultDirectory(folder)
  }
}

/// Imports a spreadsheet export or a picture, the types Apple's apps ask for most.
struct AttachmentImporter: View {
  @State private var choosing = false
  @State private var attached: URL?

  var body: some View {
    Button(attached?.lastPathComponent ?? "Attach…") { choosing = true }
      .fileImporter(
        isPresented: $choosing, allowedContentTypes: [.commaSeparatedText, .image, .pdf]
      ) { result in
        attached = try? result.get()
      }
  }
}
