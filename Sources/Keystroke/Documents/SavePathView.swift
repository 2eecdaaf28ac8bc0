/// The sheet that asks where to save a document (Save the first time, Save As…) or what to
/// rename it to: a path field, absolute or relative to the app's document folder.
struct SavePathView: View {
  let manager: WindowManager
  let request: SavePathRequest

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(request.purpose == .rename ? "Rename" : "Save As").bold()
      Text("Path of the file (relative to \(manager.defaultDirectory.path)):")
        .foregroundStyle(.secondary)
      TextField("file name or path", text: path)
        .onSubmit { manager.submit(request) }
      // Return does what the default button says: it renames in the Rename sheet.
      Text(request.purpose == .rename ? "Return renames  Esc cancels" : "Return saves  Esc cancels")
        .foregroundStyle(.secondary)
      HStack(spacing: 2) {
        Button("Cancel", role: .cancel) {
          manager.panel = nil
          manager.cancelQuit()
        }
        Button(request.purpose == .rename ? "Rename" : "Save") { manager.submit(request) }
      }
    }
    .frame(minWidth: 30, maxWidth: 70)
  }

  private var path: Binding<String> {
    let request = self.request
    return Binding(get: { request.path }, set: { request.path = $0 })
  }
}
