import Keystroke

// A scroll view whose content is inset from its edges, the iOS 17 way.

/// Twenty rows in a scroll view with a two-cell margin at the sides and one above.
struct MarginedRows: View {
  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(1...20, id: \.self) { row in
          Text("Row \(row)")
        }
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    }
    // compat: .contentMargins
    .contentMargins(.horizontal, 2, for: .scrollContent)
    .contentMargins(.top, EdgeInsets(top: 1, leading: 0, bottom: 0, trailing: 0))
    .contentMargins(3, for: .scrollIndicators)
  }
}
