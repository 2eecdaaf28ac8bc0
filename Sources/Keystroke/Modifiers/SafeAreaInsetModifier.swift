import Foundation

/// Places content along an edge of the modified view, which shrinks to make room (see
/// ``SafeAreaInsetElement``).
struct SafeAreaInsetModifier<Inset: View>: ViewModifier, PrimitiveModifier {
  let inset: Inset
  let edge: SafeAreaInsetElement.Edge
  let horizontalAlignment: HorizontalAlignment
  let verticalAlignment: VerticalAlignment
  let spacing: CGFloat?

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let base = context.build(content, key: .index(0))
    let extra = context.build(inset, key: .index(1))
    let main = base.count == 1 ? base[0] : StackElement(axis: .vertical, spacing: 0, items: base)
    let bar =
      extra.count == 1
      ? extra[0]
      : StackElement(axis: edge.isVertical ? .vertical : .horizontal, spacing: 0, items: extra)
    // Stacks' own gaps: no blank row between views above each other, a column beside.
    let gap = spacing.map(Cells.count) ?? (edge.isVertical ? 0 : 1)
    return [
      SafeAreaInsetElement(
        main: main, inset: bar, edge: edge, horizontalAlignment: horizontalAlignment,
        verticalAlignment: verticalAlignment, spacing: gap)
    ]
  }
}

extension View {
  /// Places `content` along the top or bottom edge of this view, across its width as
  /// `alignment` says, and shrinks this view by the content's height (plus `spacing` rows, none
  /// by default) to make room: a bar that stays put under or over a scrolling list.
  public consuming func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      SafeAreaInsetModifier(
        inset: content(), edge: edge == .top ? .top : .bottom, horizontalAlignment: alignment,
        verticalAlignment: .center, spacing: spacing))
  }

  /// Places `content` along the leading or trailing edge of this view, down its height as
  /// `alignment` says, and shrinks this view by the content's width (plus `spacing` columns,
  /// one by default) to make room.
  public consuming func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      SafeAreaInsetModifier(
        inset: content(), edge: edge == .leading ? .leading : .trailing,
        horizontalAlignment: .center, verticalAlignment: alignment, spacing: spacing))
  }

  /// Insets this view's content by `insets`, as ``padding(_:)-(EdgeInsets)`` does: a
  /// terminal has no safe area for content to scroll under.
  public consuming func safeAreaPadding(_ insets: EdgeInsets) -> some View {
    padding(insets)
  }

  /// Insets this view's content on `edges` by `length` cells (one when `nil`), as
  /// ``padding(_:_:)`` does.
  public consuming func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
    -> some View
  {
    padding(edges, length)
  }

  /// Insets this view's content on every side by `length` cells, as ``padding(_:)`` does.
  public consuming func safeAreaPadding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }
}
