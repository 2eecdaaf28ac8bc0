import Keystroke

/// Lays its subviews out like words in a paragraph: left to right, a column apart, starting a
/// new line when the next one would pass the right edge. The saved contacts use it, so a long
/// list wraps to the terminal's width instead of running off it.
struct ChipFlow: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let spots = positions(for: subviews, width: proposal.width ?? .infinity)
    let right = zip(spots, subviews).map { $0.x + $1.sizeThatFits(.unspecified).width }
    let bottom = zip(spots, subviews).map { $0.y + $1.sizeThatFits(.unspecified).height }
    return CGSize(width: right.max() ?? 0, height: bottom.max() ?? 0)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for (spot, subview) in zip(positions(for: subviews, width: bounds.width), subviews) {
      subview.place(
        at: CGPoint(x: bounds.minX + spot.x, y: bounds.minY + spot.y), proposal: .unspecified)
    }
  }

  /// Where each subview's top leading corner goes, relative to the container's.
  private func positions(for subviews: Subviews, width: CGFloat) -> [CGPoint] {
    var spots: [CGPoint] = []
    var cursor = CGPoint.zero
    var lineHeight: CGFloat = 0
    for index in subviews.indices {
      let size = subviews[index].sizeThatFits(.unspecified)
      if cursor.x > 0, cursor.x + size.width > width {
        cursor = CGPoint(x: 0, y: cursor.y + lineHeight)
        lineHeight = 0
      }
      spots.append(cursor)
      lineHeight = max(lineHeight, size.height)
      let gap =
        index + 1 < subviews.endIndex
        ? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        : 0
      cursor.x += size.width + gap
    }
    return spots
  }
}
