import Keystroke

// The iOS 16 and 17 scrolling modifiers as a chat screen and a photo strip use them.

/// A chat that starts at its newest message, with no scroll bar.
struct ChatTranscript: View {
  @State var messages = (1...30).map { "Message \($0)" }

  var body: some View {
    VStack(alignment: .leading) {
      ScrollView {
        LazyVStack(alignment: .leading) {
          ForEach(messages, id: \.self) { Text($0) }
        }
        // compat: .scrollTargetLayout
        .scrollTargetLayout()
      }
      // compat: .defaultScrollAnchor
      .defaultScrollAnchor(.bottom)
      // compat: .scrollIndicators
      .scrollIndicators(.hidden)
      // compat: .scrollBounceBehavior
      .scrollBounceBehavior(.basedOnSize)
      Button("Send") { messages.append("Message \(messages.count + 1)") }
    }
  }
}

/// A strip of cards that pages sideways.
struct CardStrip: View {
  var body: some View {
    ScrollView(.horizontal) {
      HStack {
        ForEach(1..<6) { Text("Card \($0)").padding(.horizontal, 2) }
      }
    }
    // compat: .scrollTargetBehavior
    .scrollTargetBehavior(.paging)
    .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
    // compat: .scrollClipDisabled
    .scrollClipDisabled()
    .scrollIndicators(.never, axes: .horizontal)
  }
}

// compat: ScrollIndicatorVisibility
let indicatorChoices: [ScrollIndicatorVisibility] = [.automatic, .visible, .hidden, .never]
