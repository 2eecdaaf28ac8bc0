/// Shows the first of its children whose ideal size fits the space offered along the given
/// axes, or the last child when none fits.
///
/// Every child is built (so state is kept across a resize); only the chosen one is placed and
/// drawn.
public struct ViewThatFits<Content: View> {
  let axes: Axis.Set
  let content: Content

  /// Creates the view; `axes` are the dimensions a child must fit in.
  nonisolated public init(
    in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.content = content()
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension ViewThatFits: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    [
      ViewThatFitsElement(
        candidates: context.build(content, key: .index(0)),
        horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))
    ]
  }
}

extension ViewThatFits: View {}

/// Chooses, for each proposal, the first candidate whose ideal size fits it.
@MainActor
final class ViewThatFitsElement: Element {
  let candidates: [Element]
  let horizontal: Bool
  let vertical: Bool
  private var chosen: Element?

  init(candidates: [Element], horizontal: Bool, vertical: Bool) {
    self.candidates = candidates
    self.horizontal = horizontal
    self.vertical = vertical
  }

  override var children: [Element] { chosen.map { [$0] } ?? [] }

  /// The candidate for a proposal: the first whose ideal size (along the checked axes; the
  /// proposal along the others) is within the proposal.
  func choose(_ proposal: SizeProposal) -> Element? {
    for candidate in candidates {
      let ideal = candidate.sizeThatFits(
        SizeProposal(
          width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
      let fitsWidth = !horizontal || proposal.width.map { ideal.width <= $0 } ?? true
      let fitsHeight = !vertical || proposal.height.map { ideal.height <= $0 } ?? true
      if fitsWidth, fitsHeight { return candidate }
    }
    return candidates.last
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    choose(proposal)?.sizeThatFits(proposal) ?? .zero
  }

  override func place(in rect: CellRect) {
    frame = rect
    chosen = choose(SizeProposal(rect.size))
    chosen?.place(in: rect)
  }

  override func place(in rect: CellRect, proposal: SizeProposal) {
    frame = rect
    chosen = choose(proposal)
    chosen?.place(in: rect, proposal: proposal)
  }

  override func expands(along axis: Axis) -> Bool {
    candidates.last?.expands(along: axis) ?? false
  }
}
