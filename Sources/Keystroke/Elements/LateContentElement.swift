/// An element whose content a later step of the same update supplies, before layout: the
/// place of a view that waits for the update's menu bar (see ``MenuBarReader``).
///
/// Until it is filled it is empty and takes no room. It is filled before the update measures
/// anything (a later fill, still before layout, replaces the content: an open context menu's
/// rows once the user's keymap is known), so its children do not change once layout starts.
@MainActor
final class LateContentElement: Element {
  @exclusivity(unchecked) private var content: Element?

  /// Puts the built content in place; several elements are stacked vertically.
  func fill(_ elements: [Element]) {
    content =
      elements.count == 1 ? elements[0] : StackElement(axis: .vertical, spacing: 0, items: elements)
  }

  override var children: [Element] { content.map { [$0] } ?? [] }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    content?.sizeThatFits(proposal) ?? .zero
  }

  override func place(in rect: CellRect, proposal: SizeProposal) {
    frame = rect
    content?.place(in: rect, proposal: proposal)
  }

  override func place(in rect: CellRect) {
    frame = rect
    content?.place(in: rect)
  }

  override func expands(along axis: Axis) -> Bool { content?.expands(along: axis) ?? false }

  override var drawReadsOnlyOwnValues: Bool { true }
}
