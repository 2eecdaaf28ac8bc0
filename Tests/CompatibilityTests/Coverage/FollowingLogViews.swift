import Keystroke

// A log viewer in the iOS 18 style: it follows new lines while it is at the end, pauses when
// the reader scrolls up, and jumps on request.

/// One line of the log.
struct LogLine: Identifiable {
  let id: Int
  var text: String { "Line \(id)" }
}

/// Forty lines in a scroll view bound to a `ScrollPosition` that starts at the bottom.
struct FollowingLog: View {
  @State private var lines = (1...40).map(LogLine.init)
  // compat: ScrollPosition
  @State private var position = ScrollPosition(idType: Int.self, edge: .bottom)
  @State private var isAtEnd = true
  @State private var geometryChanges = 0

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack {
        Button("Add") { lines.append(LogLine(id: lines.count + 1)) }
        Button("Top") { position.scrollTo(edge: .top) }
        Button("Line 10") { position.scrollTo(id: 10) }
        Button("Row 5") { position.scrollTo(y: 5) }
      }
      Text(status)
      ScrollView {
        LazyVStack(alignment: .leading, spacing: 0) {
          ForEach(lines) { line in
            Text(line.text)
          }
        }
        .scrollTargetLayout()
      }
      // compat: .scrollPosition(_:anchor:)
      .scrollPosition($position)
      // compat: .onScrollGeometryChange
      .onScrollGeometryChange(for: Bool.self) { geometry in
        // compat: ScrollGeometry
        geometry.visibleRect.maxY >= geometry.contentSize.height
      } action: { _, atEnd in
        isAtEnd = atEnd
        geometryChanges += 1
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }

  private var status: String {
    let top = position.viewID(type: Int.self).map(String.init) ?? "-"
    let mode = isAtEnd ? "following" : "paused"
    let user = position.isPositionedByUser ? "user" : "app"
    let edge = position.edge.map { "\($0)" } ?? "-"
    return "\(mode) top:\(top) by:\(user) edge:\(edge) n:\(geometryChanges)"
  }
}
