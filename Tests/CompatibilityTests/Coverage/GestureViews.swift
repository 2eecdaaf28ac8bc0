import Keystroke

// Gestures as SwiftUI code attaches them: a tap through `.gesture`, and drags, long presses
// and simultaneous gestures a terminal accepts without effect.

/// A card counting taps made with `TapGesture`, with gestures that never fire in a terminal.
struct GestureCard: View {
  @State private var taps = 0
  @State private var offset = CGSize.zero
  @State private var pressed = false

  var body: some View {
    VStack(alignment: .leading) {
      Text("Taps \(taps)")
        // compat: .gesture
        .gesture(TapGesture(count: 2).onEnded { taps += 1 })
      Text("Drag me")
        .gesture(
          // compat: DragGesture
          DragGesture(minimumDistance: 0)
            .onChanged { value in offset = value.translation }
            .onEnded { _ in offset = .zero })
      Text("Hold")
        // compat: .simultaneousGesture
        .simultaneousGesture(
          // compat: LongPressGesture
          LongPressGesture(minimumDuration: 1).onEnded { pressed = $0 }
        )
        // compat: .highPriorityGesture
        .highPriorityGesture(TapGesture().onEnded { pressed = false }, including: .subviews)
    }
  }
}
