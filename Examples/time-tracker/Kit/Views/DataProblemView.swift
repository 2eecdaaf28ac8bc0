import Keystroke

/// Shown instead of the tabs when the database cannot be opened: the reason, naming the file,
/// and the assurance that it was not touched.
struct DataProblemView: View {
  let message: String

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text("Time Tracker cannot open its data").bold()
      Text(message)
      Text("Quit with Ctrl+C. Run with --store PATH to use another folder.")
        .foregroundStyle(.secondary)
    }
    .padding(.horizontal, 2)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}
