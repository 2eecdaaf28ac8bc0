/// Shows the first of its children whose ideal size fits the space offered along the given
/// axes, or the last child when none fits.
///
/// Every child is built (so state is kept across a resize); only the chosen one is placed and
/// drawn, and only its controls take focus.
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
    let memory: ViewThatFitsMemory
    if let stored = context.node.memory(ViewThatFitsMemory.self) {
      memory = stored
    } else {
      memory = ViewThatFitsMemory()
      context.node.keep(memory)
    }
    let interactions = context.interactions
    let before = interactions.focusTargets.count
    let candidates = context.build(content, key: .index(0))
    // Every child is built (so each keeps its state), but only the child chosen at the last
    // layout keeps its focus targets, so Tab never lands on a control that is not drawn. When
    // a layout chooses another child, the host builds again in the same update, if the
    // children have controls at all.
    memory.choiceKeepsFocusTargets =
      candidates.count > 1 && interactions.focusTargets.count > before
    if let chosen = memory.chosen, chosen < candidates.count {
      let kept = candidates[chosen]
      let added = interactions.focusTargets[before...].filter { kept.contains($0.element) }
      interactions.focusTargets.replaceSubrange(before..., with: added)
    }
    return [
      ViewThatFitsElement(
        candidates: candidates, horizontal: axes.contains(.horizontal),
        vertical: axes.contains(.vertical), memory: memory,
        layoutChanged: context.reportLayoutChange)
    ]
  }
}

/// Which child a ``ViewThatFits`` showed at its last layout.
final class ViewThatFitsMemory {
  /// The index of the child, `nil` before the first layout.
  var chosen: Int?
  /// Whether the last build kept only the chosen child's focus targets, having more than one
  /// child and controls among them: choosing another child then changes what it records.
  var choiceKeepsFocusTargets = false
}

extension ViewThatFits: View {}

/// Chooses, for each proposal, the first candidate whose ideal size fits it.
@MainActor
final class ViewThatFitsElement: Element {
  let candidates: [Element]
  let horizontal: Bool
  let vertical: Bool
  let memory: ViewThatFitsMemory
  /// Tells the host that the build recorded another child's controls.
  let layoutChanged: @MainActor () -> Void
  private var chosen: Element?

  init(
    candidates: [Element], horizontal: Bool, vertical: Bool, memory: ViewThatFitsMemory,
    layoutChanged: @escaping @MainActor () -> Void
  ) {
    self.candidates = candidates
    self.horizontal = horizontal
    self.vertical = vertical
    self.memory = memory
    self.layoutChanged = layoutChanged
  }

  /// Shows `candidate` and, when it is not the child the build kept focus targets for, tells
  /// the host, which builds again in this update.
  private func show(_ candidate: Element?) {
    chosen = candidate
    let index = candidate.flatMap { chosen in candidates.firstIndex { $0 === chosen } }
    if index != memory.chosen {
      memory.chosen = index
      if memory.choiceKeepsFocusTargets { layoutChanged() }
    }
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
    show(choose(SizeProposal(rect.size)))
    chosen?.place(in: rect)
  }

  override func place(in rect: CellRect, proposal: SizeProposal) {
    frame = rect
    show(choose(proposal))
    chosen?.place(in: rect, proposal: proposal)
  }

  override func expands(along axis: Axis) -> Bool {
    candidates.last?.expands(along: axis) ?? false
  }
}
