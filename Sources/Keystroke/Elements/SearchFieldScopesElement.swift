import KeystrokeTerminal

/// A search field and its scope bar: side by side, the bar at the trailing end, when the width
/// offered leaves the field ``minimumFieldWidth`` columns beside the bar's, else the bar under
/// the field, indented to its text. The same two elements sit in both stacks; only the one
/// chosen by the last layout is placed and drawn.
@MainActor
final class SearchFieldScopesElement: Element {
  /// The fewest columns the field keeps beside the bar: a query of a few words stays readable.
  static let minimumFieldWidth = 20
  /// The columns between the field and the bar beside it.
  static let spacing = 2

  private let scopes: Element
  /// The field, then the bar.
  private let row: StackElement
  /// The field over the bar.
  private let column: StackElement
  /// Whether the last placement put the bar under the field.
  @exclusivity(unchecked) private(set) var isStacked = false

  init(field: Element, scopes: Element) {
    self.scopes = scopes
    row = StackElement(
      axis: .horizontal, verticalAlignment: .top, spacing: Self.spacing, items: [field, scopes])
    // The bar's first scope begins with a space: one more lines its title up with the query.
    column = StackElement(
      axis: .vertical, horizontalAlignment: .leading, spacing: 0,
      items: [field, PaddingElement(child: scopes, top: 0, leading: 1, bottom: 0, trailing: 0)])
  }

  override var children: [Element] { [isStacked ? column : row] }

  /// The column when the bar's ideal width leaves the field too little of `proposal`'s.
  private func layout(for proposal: SizeProposal) -> StackElement {
    guard let width = proposal.width else { return row }
    let bar = scopes.sizeThatFits(SizeProposal(width: nil, height: 1)).width
    return bar + Self.spacing + Self.minimumFieldWidth <= width ? row : column
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    layout(for: proposal).sizeThatFits(proposal)
  }

  override func place(in rect: CellRect) {
    place(in: rect, proposal: SizeProposal(rect.size))
  }

  override func place(in rect: CellRect, proposal: SizeProposal) {
    frame = rect
    let chosen = layout(for: proposal)
    isStacked = chosen === column
    chosen.place(in: rect, proposal: proposal)
  }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    (isStacked ? column : row).draw(into: &screen, clip: clip)
  }
}
