import Foundation
import Keystroke

// Drag and drop in the shapes apps write it: photos dragged out of a grid and files dropped on
// a well. A terminal delivers neither; the code compiles and the rest of the screen works.

/// A tray that takes dropped file addresses and offers its own names for dragging.
struct DropTray: View {
  @State private var dropped: [URL] = []
  @State private var hovering = false
  let names = ["beach.jpg", "harbour.jpg"]

  var body: some View {
    VStack(alignment: .leading) {
      ForEach(names, id: \.self) { name in
        Text(name)
          // compat: .draggable
          .draggable(name)
          .draggable(name) {
            Label(name, systemImage: "photo")
          }
      }
      Text(hovering ? "Release to add" : "Dropped: \(dropped.count)")
        // compat: .dropDestination
        .dropDestination(for: URL.self) { urls, _ in
          dropped += urls
          return true
        } isTargeted: {
          hovering = $0
        }
    }
  }
}
