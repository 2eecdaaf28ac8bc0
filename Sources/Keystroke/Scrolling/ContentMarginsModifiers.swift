import Foundation

extension View {
  /// Insets the content of the scroll views in this view by `insets` (in cells) on `edges`,
  /// inside the scrolled area: the margin scrolls with the content.
  public consuming func contentMargins(
    _ edges: Edge.Set = .all, _ insets: EdgeInsets,
    for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    let cells = insets.cells
    return contentMargins(
      edges, top: cells.top, leading: cells.leading, bottom: cells.bottom,
      trailing: cells.trailing, placement: placement)
  }

  /// Insets the content of the scroll views in this view by `length` cells (one when `nil`)
  /// on `edges`, inside the scrolled area.
  public consuming func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?,
    for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    let amount = Cells.count(length ?? 1)
    return contentMargins(
      edges, top: amount, leading: amount, bottom: amount, trailing: amount,
      placement: placement)
  }

  /// Insets the content of the scroll views in this view by `length` cells on every edge,
  /// inside the scrolled area.
  public consuming func contentMargins(
    _ length: CGFloat, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    contentMargins(.all, length, for: placement)
  }

  private consuming func contentMargins(
    _ edges: Edge.Set, top: Int, leading: Int, bottom: Int, trailing: Int,
    placement: ContentMarginPlacement
  ) -> some View {
    modifier(
      EnvironmentModifier { environment in
        guard placement.insetsContent else { return }
        var margins = environment.scrollContentMargins
        if edges.contains(.top) { margins.top = top }
        if edges.contains(.leading) { margins.leading = leading }
        if edges.contains(.bottom) { margins.bottom = bottom }
        if edges.contains(.trailing) { margins.trailing = trailing }
        environment.scrollContentMargins = margins
      })
  }
}

/// The margins, in cells, a scroll view puts around its content (`.contentMargins`).
struct ScrollContentMargins: Equatable {
  var top = 0
  var leading = 0
  var bottom = 0
  var trailing = 0

  /// Whether there is no margin.
  var isZero: Bool { self == ScrollContentMargins() }
}

private struct ScrollContentMarginsKey: EnvironmentKey {
  static var defaultValue: ScrollContentMargins { ScrollContentMargins() }
}

extension EnvironmentValues {
  /// The margins the scroll views here put around their content.
  var scrollContentMargins: ScrollContentMargins {
    get { self[ScrollContentMarginsKey.self] }
    set { self[ScrollContentMarginsKey.self] = newValue }
  }
}
