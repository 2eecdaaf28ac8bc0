import Foundation
import Keystroke

// Sharing, pasting and choosing a colour as a notes or settings screen writes them.

/// A note with links to share it and a button to paste into it.
struct NoteSharing: View {
  @State var noteText = "Buy milk"
  @State private var pasted: [String] = []
  let link = URL(string: "https://example.com/notes/42") ?? URL(fileURLWithPath: "/")

  var body: some View {
    VStack(alignment: .leading) {
      // compat: ShareLink
      ShareLink(item: link)
      ShareLink("Share note", item: noteText, subject: Text("Note"), message: Text("From my list"))
      ShareLink(items: ["a", "b"]) {
        Label("Share both", systemImage: "square.and.arrow.up.on.square")
      }
      // compat: SharePreview
      ShareLink(item: link, preview: SharePreview("Note 42"))
      ShareLink(
        items: [link],
        preview: { _ in SharePreview(Text("A note"), image: Image(systemName: "doc")) }
      ) {
        Text("Share with preview")
      }
      // compat: PasteButton
      PasteButton(payloadType: String.self) { strings in
        pasted += strings
      }
      PasteButton(payloadType: URL.self) { urls in
        pasted += urls.map(\.absoluteString)
      }
      Text("Pasted: " + pasted.joined(separator: " | "))
    }
  }
}

/// A settings row that picks a highlight colour.
struct HighlightSettings: View {
  @State private var highlight = Color.orange
  @State private var background = Color(red: 0.2, green: 0.3, blue: 0.4)

  var body: some View {
    Form {
      // compat: ColorPicker
      ColorPicker("Highlight", selection: $highlight)
      ColorPicker("Background", selection: $background, supportsOpacity: false)
      ColorPicker(selection: $highlight) {
        Label("Accent", systemImage: "paintpalette")
      }
      Text("Sample").foregroundStyle(highlight)
    }
  }
}
