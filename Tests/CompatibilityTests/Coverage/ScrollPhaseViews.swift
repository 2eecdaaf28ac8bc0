import Keystroke

/// An inbox whose compose button gets out of the way while the list scrolls, and whose
/// footer says how far the last scroll went.
struct InboxWithFloatingCompose: View {
  @State private var isScrolling = false
  @State private var lastOffset = 0.0
  let subjects = (1...30).map { "Message \($0)" }

  var body: some View {
    VStack(spacing: 0) {
      ZStack(alignment: .bottomTrailing) {
        ScrollView {
          LazyVStack(alignment: .leading, spacing: 0) {
            ForEach(subjects, id: \.self) { Text($0) }
          }
        }
        // compat: .onScrollPhaseChange
        .onScrollPhaseChange { oldPhase, newPhase in
          // compat: ScrollPhase
          withAnimation { isScrolling = newPhase.isScrolling }
          if oldPhase == .decelerating || newPhase == .tracking { isScrolling = false }
        }
        .onScrollPhaseChange { _, newPhase, context in
          // compat: ScrollPhaseChangeContext
          if newPhase == .idle { lastOffset = context.geometry.contentOffset.y }
          // compat: CGVector
          let speed = context.velocity ?? CGVector(dx: 0, dy: 0)
          if speed.dy > 100 { isScrolling = true }
        }
        if !isScrolling {
          Button("Compose") {}
            .padding(.trailing, 1)
        }
      }
      Text("Scrolled to \(Int(lastOffset))")
    }
  }
}

/// A mailbox whose key hint under the list steps aside while the user scrolls the messages.
struct MailboxWithScrollHint: View {
  @State private var selection: Int?
  @State private var isScrolling = false

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      List(1...40, id: \.self, selection: $selection) { number in
        Text("Message \(number)")
      }
      // compat: .onScrollPhaseChange
      .onScrollPhaseChange { _, newPhase in
        isScrolling = newPhase.isScrolling
      }
      if !isScrolling {
        Text("Up and down move through the messages")
      }
    }
  }
}
