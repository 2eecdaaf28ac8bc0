import Foundation

/// The sheet `.fileImporter` presents: the folder's entries, navigable as File › Open's are
/// (↑/↓, Return or → into a folder, ⌫ or ← up), a path field, and Cancel/Open. Files the
/// request does not allow are dimmed and cannot be chosen; typing in an empty folder, or a `/`
/// or `~` that starts a path, goes to the path field; with multiple selection,
/// Space marks files (in any folder) and Return or Open chooses the marked ones.
struct FileImportSheet: View {
  let request: FileImportRequest
  @StateObject private var model = FileImportModel()
  @Environment(\.fileDialogDirectory) private var startDirectory
  @Environment(\.windowScene) private var scene
  /// Whether the path field has focus.
  @FocusState private var isPathFocused: Bool

  /// How many entries the list shows at once.
  static let visibleRows = 10

  var body: some View {
    let browser = model.browser(
      start: FileBrowser.firstFolder(among: [startDirectory, scene?.manager?.defaultDirectory]),
      home: scene?.manager?.homeDirectory)
    VStack(alignment: .leading, spacing: 0) {
      Text(request.allowsMultiple ? "Open (Space marks files)" : "Open").bold()
      Text(browser.directory.path).foregroundStyle(.secondary).lineLimit(1)
      rows(of: browser)
        .focusable()
        .onKeyPress(phases: [.down, .repeat]) { key in
          switch model.handle(key, request: request) {
          case .ignored: return .ignored
          case .handled: return .handled
          case .beganPath:
            isPathFocused = true
            return .handled
          }
        }
      HStack(spacing: 1) {
        Text("Path")
        TextField("name or path", text: $model.typedPath)
          .focused($isPathFocused)
          .onSubmit { model.submitTypedPath(request: request) }
      }
      if let message = model.message {
        Text(message).foregroundStyle(.red).lineLimit(2)
      }
      Text(
        "↑↓ move  Return open  ⌫ up  Tab path" + (request.allowsMultiple ? "  Space mark" : "")
          + "  Esc cancel"
      )
      .foregroundStyle(.secondary)
      HStack(spacing: 2) {
        Button("Cancel", role: .cancel) { request.finish(nil) }
        Button("Open") { model.choose(request: request) }
          .disabled(!model.canChoose(request: request))
      }
    }
    .frame(minWidth: 30, maxWidth: 70)
  }

  private func rows(of browser: FileBrowser) -> some View {
    FolderEntries(browser: browser, rows: Self.visibleRows) { entry, index in
      row(entry, at: index, in: browser)
    }
  }

  private func row(_ entry: FileBrowser.Entry, at index: Int, in browser: FileBrowser)
    -> some View
  {
    let url = browser.directory.appendingPathComponent(entry.name)
    let selectable = entry.isDirectory || request.allows(url)
    let marker = index == browser.selection ? "▸ " : "  "
    let mark = model.marked.contains(url) ? "✓ " : ""
    return Text(marker + mark + VisibleName.of(entry.name) + (entry.isDirectory ? "/" : ""))
      .bold(index == browser.selection)
      .foregroundStyle(selectable ? .primary : .secondary)
      .lineLimit(1)
  }
}
