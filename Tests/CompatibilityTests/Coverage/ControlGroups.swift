import Keystroke

// Control groups in the shapes apps write them: an editor's formatting buttons side by side,
// the same buttons folded into a menu, and a custom style that frames the standard group.

/// A note editor's formatting buttons, in a row and in a menu.
struct FormattingBar: View {
  @State private var applied: [String] = []

  var body: some View {
    VStack(alignment: .leading) {
      // compat: ControlGroup
      ControlGroup {
        Button("Bold") { applied.append("bold") }
        Button("Italic") { applied.append("italic") }
        Button("Underline") { applied.append("underline") }
      }
      ControlGroup("Insert", systemImage: "plus") {
        Button("Link") { applied.append("link") }
        Button("Table") { applied.append("table") }
      }
      // compat: .controlGroupStyle
      .controlGroupStyle(.menu)
      Text("Applied: \(applied.joined(separator: ", "))")
    }
  }
}

/// Frames whatever group it styles, drawn the standard way inside.
struct FramedControlGroupStyle: ControlGroupStyle {
  // compat: ControlGroupStyle
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Text("|")
      ControlGroup(configuration)
      Text("|")
    }
  }
}

/// Back and forward through a history, in a framed group.
struct HistoryButtons: View {
  @State private var page = 1

  var body: some View {
    VStack {
      ControlGroup {
        Button("Back") { page -= 1 }
        Button("Forward") { page += 1 }
      } label: {
        Text("History")
      }
      .controlGroupStyle(FramedControlGroupStyle())
      Text("Page \(page)")
    }
  }
}
