/// The entries of a file chooser's folder, a window of `rows` that follows the highlight; the
/// reason when the folder cannot be listed, or "(empty folder)". Each shown entry is drawn by
/// `row`, given the entry and its index.
struct FolderEntries<Row: View>: View {
  let browser: FileBrowser
  let rows: Int
  let row: (FileBrowser.Entry, Int) -> Row
  /// What the list shows, copied from the browser: the browser is an object, compared by
  /// reference, so without these a list whose folder or highlight changed would compare equal
  /// to the last one and not be drawn again.
  private let directory: URL
  private let entries: [FileBrowser.Entry]
  private let selection: Int
  private let problem: String?

  init(browser: FileBrowser, rows: Int, row: @escaping (FileBrowser.Entry, Int) -> Row) {
    self.browser = browser
    self.rows = rows
    self.row = row
    directory = browser.directory
    entries = browser.entries
    selection = browser.selection
    problem = browser.problem
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      if let problem {
        Text(problem).foregroundStyle(.red)
      } else if entries.isEmpty {
        Text("(empty folder)").foregroundStyle(.secondary)
      } else {
        // The entries are taken now, not looked up by index when a row is built: a row may be
        // built again after the browser moved to a folder with fewer entries.
        let shown = browser.shownRange(rows: rows).map { (index: $0, entry: entries[$0]) }
        ForEach(shown, id: \.index) { item in
          row(item.entry, item.index)
        }
      }
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}
