import Keystroke

// Placement as app screens use it: a list with a status bar inset at its bottom, pins placed on
// a map, a badge offset over a button's corner that clicks pass through.

/// A screen with a status bar inset at its bottom and pins placed over it.
struct InsetScreen: View {
  let items: [String]

  var body: some View {
    List(items, id: \.self) { Text($0) }
      // compat: .safeAreaInset
      .safeAreaInset(edge: .bottom, spacing: 0) {
        Text("\(items.count) items").frame(maxWidth: .infinity)
      }
      .safeAreaInset(edge: .leading, alignment: .top) { Text("▌") }
      // compat: .safeAreaPadding
      .safeAreaPadding(.horizontal, 2)
      .safeAreaPadding(EdgeInsets(top: 1, leading: 0, bottom: 0, trailing: 0))
      .safeAreaPadding(1)
      // compat: .edgesIgnoringSafeArea
      .edgesIgnoringSafeArea(.all)
      .overlay {
        Text("📍")
          // compat: .position
          .position(x: 10, y: 4)
        Text("⌂").position(CGPoint(x: 2, y: 2))
      }
  }
}

/// A button with an unread count in its corner.
struct BadgedInboxButton: View {
  let unread: Int
  @State private var opened = 0

  var body: some View {
    Button("Inbox") { opened += 1 }
      .overlay(alignment: .topTrailing) {
        Text("\(unread)")
          // compat: .offset
          .offset(x: 1, y: -1)
          .offset(CGSize(width: 0, height: 0))
          // compat: .allowsHitTesting
          .allowsHitTesting(false)
      }
  }
}
