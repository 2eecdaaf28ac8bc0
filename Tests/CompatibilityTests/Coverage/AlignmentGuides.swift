import Foundation
import Keystroke

/// A label column whose values line up at their colons: each row moves its own guide to the
/// colon, so the stack aligns the colons rather than the rows' leading edges.
struct ColonAlignedRows: View {
  let rows: [(label: String, value: String)]

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(rows.indices, id: \.self) { index in
        let label = rows[index].label
        // compat: .alignmentGuide
        Text("\(label): \(rows[index].value)")
          .alignmentGuide(.leading) { _ in CGFloat(label.count) }
      }
    }
  }
}

/// A badge set one row below the top of the title beside it.
struct DroppedBadge: View {
  var body: some View {
    HStack(alignment: .top) {
      Text("Title")
      Text("[3]").alignmentGuide(.top) { dimensions in
        dimensions[.top] - 1
      }
    }
  }
}

/// A view whose second guide builds on the first, read through the explicit subscript.
struct StackedGuides: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("a")
      Text("abcd")
        .alignmentGuide(.leading) { _ in 1 }
        .alignmentGuide(.leading) { dimensions in
          (dimensions[explicit: .leading] ?? 0) + 1
        }
    }
  }
}
