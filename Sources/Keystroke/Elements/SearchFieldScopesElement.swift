import KeystrokeTerminal

/// A search field and its scope bar: side by side, the bar at the trailing end, when the width
/// offered leaves the field ``minimumFieldWidth`` columns beside the bar's, else the bar under
/// the field, indented to its text. The same two elements sit in both stacks; only the one
/// chosen by the last layout is placed and drawn.
@MainActor
final class SearchFieldScopesElement: RowOrColumnElement {
  /// The fewest columns the field keeps beside the bar: a query of a few words stays readable.
  static let minimumFieldWidth = 20
  /// The columns between the field and the bar beside it.
  static let spacing = 2

  private let scopes: Element

  init(field: Element, scopes: Element) {
    self.scopes = scopes
    // The bar's first scope begins with a space: one more lines its title up with the query.
    super.init(
      row: StackElement(
        axis: .horizontal, verticalAlignment: .top, spacing: Self.spacing,
        items: [field, scopes]),
      column: StackElement(
        axis: .vertical, horizontalAlignment: .leading, spacing: 0,
        items: [field, PaddingElement(child: scopes, top: 0, leading: 1, bottom: 0, trailing: 0)]))
  }

  /// The row when the bar's ideal width leaves the field enough of `width`.
  override func fitsInRow(_ proposal: SizeProposal, width: Int) -> Bool {
    let bar = scopes.sizeThatFits(SizeProposal(width: nil, height: 1)).width
    return bar + Self.spacing + Self.minimumFieldWidth <= width
  }
}
