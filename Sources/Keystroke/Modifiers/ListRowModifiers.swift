import Foundation

extension View {
  /// Accepted and has no effect: list rows are drawn on the terminal's own background, and the
  /// selected row reversed.
  public consuming func listRowBackground<V: View>(_ view: V?) -> some View { self }

  /// Accepted and has no effect: a terminal list draws no separators between rows.
  public consuming func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  { self }

  /// Accepted and has no effect: a terminal list draws no separators between rows.
  public consuming func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all)
    -> some View
  {
    self
  }

  /// Accepted and has no effect: sections are set apart by their bold header, not a line.
  public consuming func listSectionSeparator(
    _ visibility: Visibility, edges: VerticalEdge.Set = .all
  )
    -> some View
  { self }

  /// Accepted and has no effect: rows start at the list's leading edge (after the edit
  /// marker or selection gutter).
  public consuming func listRowInsets(_ insets: EdgeInsets?) -> some View { self }

  /// Accepted and has no effect: list rows draw their icons in the text color.
  public consuming func listItemTint(_ tint: ListItemTint?) -> some View { self }

  /// Accepted and has no effect: list rows draw their icons in the text color.
  public consuming func listItemTint(_ tint: Color?) -> some View { self }

  /// Accepted and has no effect: list rows are one after another with no gap, since a gap
  /// would cost a whole row of cells.
  public consuming func listRowSpacing(_ spacing: CGFloat?) -> some View { self }

  /// Accepted and has no effect: sections are set apart by their header row, not by space.
  public consuming func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { self }

  /// Accepted and has no effect: sections are set apart by their header row, not by space.
  public consuming func listSectionSpacing(_ spacing: CGFloat) -> some View { self }
}
