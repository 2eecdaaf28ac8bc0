/// The entries of a file chooser's folder, a window of `rows` that follows the highlight; the
/// reason when the folder cannot be listed, or "(empty folder)". Each shown entry is drawn by
/// `row`, given the entry and its index.
struct FolderEntries<Row: View>: View {
  let browser: FileBrowser
  let rows: Int
  let row: (FileBrowser.Entry, Int) -> Row

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      if let problem = browser.problem {
        Text(problem).foregroundStyle(.red)
      } else if browser.entries.isEmpty {
        Text("(empty folder)").foregroundStyle(.secondary)
      } else {
        ForEach(browser.shownRange(rows: rows), id: \.self) { index in
          row(browser.entries[index], index)
        }
      }
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}
