/// The sheet of File › Open…: the folder's entries, navigable by keyboard, and a path field.
///
/// The list has focus first: ↑/↓ move, Return opens a file or enters a folder, → enters a
/// folder, Backspace or ← goes up, letters highlight the entry they start. Tab reaches the path
/// field (Return there opens the typed path), and so does typing in an empty folder or a `/` or
/// `~` that starts a path. Escape cancels.
struct FilePickerView: View {
  let manager: WindowManager
  let browser: FileBrowser
  /// Whether the path field has focus.
  @FocusState private var isPathFocused: Bool

  /// How many entries the list shows at once.
  static let visibleRows = 10

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Open").bold()
      Text(browser.directory.path).foregroundStyle(.secondary).lineLimit(1)
      list
        .focusable()
        .onKeyPress(phases: [.down, .repeat]) { key in
          let outcome = browser.handleListKey(key)
          return finish(outcome)
        }
      HStack(spacing: 1) {
        Text("Path")
        TextField("name or path", text: typedPath)
          .focused($isPathFocused)
          .onSubmit { _ = finish(browser.submitTypedPath()) }
      }
      Text("↑↓ move  Return open  ⌫ up  Tab path  Esc cancel").foregroundStyle(.secondary)
      HStack(spacing: 2) {
        Button("Cancel", role: .cancel) {
          manager.panel = nil
          manager.cancelQuit()
        }
        Button("Open") {
          if let entry = browser.selectedEntry, !entry.isDirectory {
            manager.open(browser.directory.appendingPathComponent(entry.name))
          }
        }
        .disabled(browser.selectedEntry.map { $0.isDirectory } ?? true)
      }
    }
    .frame(minWidth: 30, maxWidth: 70)
  }

  private var list: some View {
    FolderEntries(browser: browser, rows: Self.visibleRows) { entry, index in
      Text(label(for: entry, selected: index == browser.selection))
        .bold(index == browser.selection)
        .lineLimit(1)
    }
  }

  private func label(for entry: FileBrowser.Entry, selected: Bool) -> String {
    (selected ? "▸ " : "  ") + VisibleName.of(entry.name) + (entry.isDirectory ? "/" : "")
  }

  private var typedPath: Binding<String> {
    let browser = self.browser
    return Binding(get: { browser.typedPath }, set: { browser.typedPath = $0 })
  }

  private func finish(_ outcome: FileBrowser.Outcome) -> KeyPress.Result {
    switch outcome {
    case .ignored:
      return .ignored
    case .stay:
      manager.invalidation?.raise()
      return .handled
    case .open(let url):
      manager.open(url)
      return .handled
    case .typePath(let text):
      browser.typedPath += text
      isPathFocused = true
      manager.invalidation?.raise()
      return .handled
    }
  }
}
