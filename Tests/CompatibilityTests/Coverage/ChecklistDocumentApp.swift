import Foundation
import Keystroke

// A document app whose document is a class, edited in place, with undo registered by hand as
// SwiftUI asks of reference documents.

/// A checklist: a title line, then one item a line.
// compat: ReferenceFileDocument
final class ChecklistDocument: ReferenceFileDocument, @unchecked Sendable {
  static var readableContentTypes: [UTType] { [.plainText] }

  @Published var title: String
  @Published var items: [String]

  init(title: String = "Groceries", items: [String] = []) {
    self.title = title
    self.items = items
  }

  init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents,
      let text = String(data: data, encoding: .utf8)
    else {
      throw CocoaError(.fileReadCorruptFile)
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    title = lines.first ?? ""
    items = lines.dropFirst().filter { !$0.isEmpty }
  }

  func snapshot(contentType: UTType) throws -> [String] {
    [title] + items
  }

  func fileWrapper(snapshot: [String], configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data(snapshot.map { $0 + "\n" }.joined().utf8))
  }
}

/// The checklist app: new documents start empty.
struct ChecklistApp: App {
  var body: some Scene {
    // compat: DocumentGroup
    DocumentGroup(
      newDocument: { ChecklistDocument() },
      editor: { file in
        ChecklistEditor(document: file.document)
      })
  }
}

/// A viewer for checklists made elsewhere.
struct ChecklistViewerApp: App {
  var body: some Scene {
    DocumentGroup(viewing: ChecklistDocument.self) { file in
      ChecklistRows(document: file.document, isEditable: file.isEditable)
    }
  }
}

/// Adds items through a field, each addition an undo step.
struct ChecklistEditor: View {
  @ObservedObject var document: ChecklistDocument
  @Environment(\.undoManager) private var undoManager
  @State private var newItem = ""

  var body: some View {
    VStack(alignment: .leading) {
      TextField("New item", text: $newItem)
        .onSubmit {
          add(newItem)
          newItem = ""
        }
      ChecklistRows(document: document, isEditable: true)
    }
  }

  private func add(_ item: String) {
    document.items.append(item)
    undoManager?.registerUndo(withTarget: document) { document in
      document.items.removeLast()
      // Registered while undoing, this is the redo.
      undoManager?.registerUndo(withTarget: document) { $0.items.append(item) }
    }
  }
}

/// The title and the items, read from the document given as an environment object too.
struct ChecklistRows: View {
  @ObservedObject var document: ChecklistDocument
  var isEditable: Bool
  @EnvironmentObject private var sameDocument: ChecklistDocument

  var body: some View {
    Text(sameDocument.title + (isEditable ? "" : " (read only)")).bold()
    ForEach(document.items, id: \.self) { item in
      Text("- " + item)
    }
  }
}
