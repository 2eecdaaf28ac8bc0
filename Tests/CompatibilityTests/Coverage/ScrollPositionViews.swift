import Keystroke

// A reader that remembers which chapter is at the top and jumps to a chapter on request.

/// Thirty chapters in a scroll view whose top chapter is bound to state.
struct ChapterReader: View {
  @State private var chapter: Int?

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack {
        Text("At: \(chapter.map(String.init) ?? "start")")
        Button("Jump to 20") { chapter = 20 }
        Button("Last") { chapter = 30 }
      }
      ScrollView {
        LazyVStack(alignment: .leading, spacing: 0) {
          ForEach(1...30, id: \.self) { number in
            Text("Chapter \(number)")
          }
        }
        .scrollTargetLayout()
      }
      // compat: .scrollPosition
      .scrollPosition(id: $chapter)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}
