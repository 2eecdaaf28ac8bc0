import Keystroke

// Views sized from their container, as a photo carousel and a welcome banner size themselves.

/// A carousel showing three cards of a horizontal scroll view at a time.
struct CardCarousel: View {
  let cards = (1...7).map { "Card \($0)" }

  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack(spacing: 1) {
        ForEach(cards, id: \.self) { card in
          Text(card)
            .frame(maxHeight: .infinity)
            // compat: .containerRelativeFrame
            .containerRelativeFrame(.horizontal, count: 3, spacing: 1, alignment: .leading)
        }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.viewAligned)
  }
}

/// A banner as wide as the window with its greeting at the trailing edge, over a panel half
/// the window's height.
struct WelcomeBanner: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Welcome back")
        .containerRelativeFrame(.horizontal, alignment: .trailing)
      Text("Top half")
        .containerRelativeFrame(.vertical, alignment: .topLeading) { length, _ in length / 2 }
      Text("Bottom half")
    }
  }
}

/// A sheet whose footer note spans the sheet, not the window beneath it.
struct ReceiptSheetHost: View {
  @State private var showsReceipt = true

  var body: some View {
    Text("Orders")
      .sheet(isPresented: $showsReceipt) {
        VStack(alignment: .leading, spacing: 0) {
          Text("Receipt")
          Text("Paid").containerRelativeFrame(.horizontal, alignment: .trailing)
        }
      }
  }
}
