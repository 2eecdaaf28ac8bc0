import Foundation
import Keystroke

// Custom layouts in the shapes apps write them: a wrapping flow of tags, buttons of equal
// width (the WWDC sample's idea), a ranked column driven by a layout value, and a form that
// turns from a row into a column on a narrow window without losing what was typed.

/// Tags laid out left to right, wrapping to a new line when the next would not fit.
// compat: Layout
struct TagFlow: Layout {
  var spacing: CGFloat? = nil

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let lines = arrange(width: proposal.replacingUnspecifiedDimensions().width, subviews)
    let width = lines.map(\.width).max() ?? 0
    let height = lines.map(\.height).reduce(0, +)
    return CGSize(width: width, height: height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var y = bounds.minY
    for line in arrange(width: bounds.width, subviews) {
      var x = bounds.minX
      for index in line.indices {
        let size = subviews[index].sizeThatFits(.unspecified)
        subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
        x += size.width + gap(after: index, subviews)
      }
      y += line.height
    }
  }

  private struct Line {
    var indices: [Int] = []
    var width: CGFloat = 0
    var height: CGFloat = 0
  }

  private func gap(after index: Int, _ subviews: Subviews) -> CGFloat {
    // compat: ViewSpacing
    if let spacing { return spacing }
    guard index + 1 < subviews.endIndex else { return 0 }
    return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
  }

  private func arrange(width: CGFloat, _ subviews: Subviews) -> [Line] {
    var lines: [Line] = [Line()]
    // compat: LayoutSubviews
    for index in subviews.indices {
      let size = subviews[index].sizeThatFits(.unspecified)
      let gapBefore = lines[lines.count - 1].indices.last.map { gap(after: $0, subviews) } ?? 0
      if !lines[lines.count - 1].indices.isEmpty,
        lines[lines.count - 1].width + gapBefore + size.width > width
      {
        lines.append(Line())
      }
      let last = lines.count - 1
      let lead = lines[last].indices.isEmpty ? 0 : gapBefore
      lines[last].indices.append(index)
      lines[last].width += lead + size.width
      lines[last].height = max(lines[last].height, size.height)
    }
    return lines
  }
}

/// Buttons side by side, each as wide as the widest, with a cache of the widest size.
struct EqualWidthRow: Layout {
  struct Cache {
    var widest: CGSize
  }

  func makeCache(subviews: Subviews) -> Cache {
    // compat: LayoutSubview
    Cache(widest: widest(subviews))
  }

  func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache.widest = widest(subviews)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    guard !subviews.isEmpty else { return .zero }
    let gaps = CGFloat(subviews.count - 1)
    return CGSize(
      width: cache.widest.width * CGFloat(subviews.count) + gaps, height: cache.widest.height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    let each = ProposedViewSize(width: cache.widest.width, height: cache.widest.height)
    var x = bounds.minX + cache.widest.width / 2
    for subview in subviews {
      subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: each)
      x += cache.widest.width + 1
    }
  }

  // compat: LayoutProperties
  static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  private func widest(_ subviews: Subviews) -> CGSize {
    subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) {
      CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
    }
  }
}

/// The rank a row of the leaderboard is shown at.
// compat: LayoutValueKey
struct Rank: LayoutValueKey {
  static let defaultValue = Int.max
}

/// Rows sorted by their rank, one per line, whatever order the content lists them in.
struct RankedColumn: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    // compat: ViewDimensions
    let sizes = subviews.map { $0.dimensions(in: .unspecified) }
    return CGSize(
      width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var y = bounds.minY
    for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
      let height = subview.dimensions(in: .unspecified).height
      subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
      y += height
    }
  }
}

struct LayoutGallery: View {
  @Environment(\.horizontalSizeClass) private var sizeClass
  @State private var name = ""
  let tags = ["swift", "terminal", "keyboard", "layout", "cells"]
  let scores = [("Ada", 3), ("Grace", 1), ("Linus", 2)]

  var body: some View {
    // compat: AnyLayout
    // compat: HStackLayout
    // compat: VStackLayout
    let form =
      sizeClass == .compact
      ? AnyLayout(VStackLayout(alignment: .leading))
      : AnyLayout(HStackLayout(spacing: 2))
    VStack(alignment: .leading) {
      TagFlow {
        ForEach(tags, id: \.self) { Text("#\($0)") }
      }
      EqualWidthRow {
        Button("OK") {}
        Button("Cancel") {}
      }
      RankedColumn {
        ForEach(scores, id: \.0) { score in
          // compat: .layoutValue
          Text(score.0).layoutValue(key: Rank.self, value: score.1)
        }
      }
      form {
        Text("Name")
        TextField("Name", text: $name)
      }
      // compat: ZStackLayout
      ZStackLayout(alignment: .topLeading) {
        Color.gray
        Text("over")
      }
      // compat: GridLayout
      GridLayout(horizontalSpacing: 2) {
        GridRow {
          Text("a")
          Text("b")
        }
      }
    }
  }
}
