import Foundation

/// The sheet `.fileExporter` and `.fileMover` present: a name field (exporting one document),
/// a Format picker (exporting as one of several types), the folder's entries navigable as the
/// importer's are (↑/↓, Return or → into a folder, ⌫ or ← up), and Cancel and Export or Move.
/// A failed attempt is shown in red under the list, and the sheet stays up for another try. Return in the name field saves into the folder shown;
/// so does Return on a file in the list (an export takes that file's name). Anything already at
/// a target name is replaced only when the user saves a second time after being told.
struct FileSaveSheet: View {
  let request: FileSaveRequest
  @StateObject private var model = FileSaveModel()
  @Environment(\.fileDialogDirectory) private var startDirectory
  @Environment(\.windowScene) private var scene

  /// How many entries the list shows at once.
  static let visibleRows = 8

  var body: some View {
    let browser = model.browser(
      start: FileBrowser.firstFolder(among: [startDirectory, scene?.manager?.defaultDirectory]),
      home: scene?.manager?.homeDirectory)
    VStack(alignment: .leading, spacing: 0) {
      Text(title).bold()
      if request.asksForName {
        HStack(spacing: 1) {
          Text("Name")
          TextField("file name", text: name)
            .onSubmit { model.save(request: request) }
        }
      } else {
        Text(summary).lineLimit(2)
      }
      if request.contentTypes.count > 1 {
        Picker("Format", selection: typeChoice) {
          ForEach(request.contentTypes.indices, id: \.self) { index in
            Text(Self.label(of: request.contentTypes[index]))
          }
        }
      }
      Text("In " + browser.directory.path).foregroundStyle(.secondary).lineLimit(1)
      FolderEntries(browser: browser, rows: Self.visibleRows) { entry, index in
        Text(
          (index == browser.selection ? "▸ " : "  ") + VisibleName.of(entry.name)
            + (entry.isDirectory ? "/" : "")
        )
        .bold(index == browser.selection)
        .foregroundStyle(entry.isDirectory ? .primary : .secondary)
        .lineLimit(1)
      }
      .focusable()
      .onKeyPress(phases: [.down, .repeat]) { key in
        model.handle(key, request: request) ? .handled : .ignored
      }
      if let message = model.message {
        Text(message).foregroundStyle(model.asksToReplace ? .yellow : .red).lineLimit(3)
      }
      Text(hint).foregroundStyle(.secondary)
      HStack(spacing: 2) {
        Button("Cancel", role: .cancel) { model.cancel(request: request) }
        Button(model.asksToReplace ? "Replace" : request.verb) { model.save(request: request) }
          .keyboardShortcut("s")
      }
    }
    .frame(minWidth: 30, maxWidth: 70)
  }

  private var name: Binding<String> {
    let model = self.model
    let request = self.request
    return Binding(get: { model.name(for: request) }, set: { model.type(name: $0, for: request) })
  }

  private var typeChoice: Binding<Int> {
    let model = self.model
    let request = self.request
    return Binding(get: { model.typeIndex }, set: { model.chooseType($0, for: request) })
  }

  /// How the Format picker names a type: its extension, else its identifier.
  static func label(of type: UTType) -> String {
    type.preferredFilenameExtension.map { "." + $0 } ?? type.identifier
  }

  private var title: String {
    if request.moving {
      return request.items.count == 1 ? "Move to Folder" : "Move \(request.items.count) Files"
    }
    return request.items.count == 1 ? "Export" : "Export \(request.items.count) Files"
  }

  /// The names the files get, for the forms without a name field.
  private var summary: String {
    let names = model.names(for: request).map { VisibleName.of($0) }
    guard !names.isEmpty else { return request.moving ? "No file to move" : "Nothing to export" }
    return (request.moving ? "Moves " : "Saves ") + names.joined(separator: ", ")
  }

  private var hint: String {
    let verb = request.verb.lowercased()
    if request.asksForName { return "Return \(verb)  Tab list  → open  ⌫ up  Esc cancel" }
    return "↑↓ move  → open  ⌫ up  ⌘S \(verb) here  Esc cancel"
  }
}
