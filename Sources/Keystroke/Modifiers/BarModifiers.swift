import Foundation

extension View {
  /// Accepted and has no effect: the terminal's title line is one line in every mode.
  public consuming func navigationBarTitleDisplayMode(
    _ displayMode: NavigationBarItem.TitleDisplayMode
  )
    -> some View
  { self }

  /// Accepted and has no effect: bars are drawn on the terminal's own background.
  public consuming func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  { self }

  /// Accepted and has no effect: bars are drawn on the terminal's own background.
  public consuming func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
    -> some View
  { self }

  /// Accepted and has no effect: a split view shares the terminal's width between its columns
  /// by their content.
  public consuming func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }

  /// Accepted and has no effect: a split view shares the terminal's width between its columns
  /// by their content.
  public consuming func navigationSplitViewColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  ) -> some View { self }

  /// Accepted and has no effect: a terminal sheet is sized by its content.
  public consuming func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    self
  }

  /// Accepted and has no effect: a terminal sheet is sized by its content.
  public consuming func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View { self }

  /// Accepted and has no effect: a terminal sheet has no drag indicator.
  public consuming func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
}
