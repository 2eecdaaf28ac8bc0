/// Where focus was: the focused view's node and the nodes around it, so that focus whose view
/// goes away (a button replaced by the list it created, a control that became disabled, the
/// view a closed sheet would give focus back to) lands near where it was, not on the first
/// focusable view of the window.
struct FocusPlace: Equatable {
  /// The focused node's identity.
  let id: Int
  /// The identities of its ancestors, parent first, root last.
  let ancestors: [Int]

  /// The place of `node`, read from its chain of parents.
  @MainActor
  init(node: ViewNode) {
    id = node.id
    ancestors = Self.chain(above: node)
  }

  /// A place given by its identities (for tests).
  init(id: Int, ancestors: [Int]) {
    self.id = id
    self.ancestors = ancestors
  }

  /// The place of the focus target `id` in `record`, or only its identity when the record has
  /// no such target.
  @MainActor
  init(of id: Int, in record: InteractionRecord) {
    if let target = record.focusTarget(id: id) {
      self.init(node: target.node)
    } else {
      self.init(id: id, ancestors: [])
    }
  }

  /// The identity of the target in `targets` nearest to this place (see
  /// ``nearest(among:)``), if any shares an ancestor with it.
  @MainActor
  func nearest(in targets: [FocusTarget]) -> Int? {
    nearest(among: targets.map { Self.chain(of: $0.node) }).map { targets[$0].id }
  }

  /// Of the candidates (each given as its own identity followed by its ancestors'), the index
  /// of the one nearest to this place: it lies inside the nearest ancestor of this place that
  /// holds any candidate, and it comes first among those. `nil` when no candidate shares an
  /// ancestor with this place.
  func nearest(among candidates: [[Int]]) -> Int? {
    var rank: [Int: Int] = [id: 0]
    for (depth, ancestor) in ancestors.enumerated() { rank[ancestor] = depth + 1 }
    var best: (index: Int, rank: Int)?
    for (index, chain) in candidates.enumerated() {
      guard let shared = chain.lazy.compactMap({ rank[$0] }).first else { continue }
      if best.map({ shared < $0.rank }) ?? true { best = (index, shared) }
    }
    return best?.index
  }

  /// The identities of `node` and its ancestors, `node` first: a candidate's chain.
  @MainActor
  private static func chain(of node: ViewNode) -> [Int] {
    [node.id] + chain(above: node)
  }

  @MainActor
  private static func chain(above node: ViewNode) -> [Int] {
    var identities: [Int] = []
    var current = node.parent
    while let ancestor = current {
      identities.append(ancestor.id)
      current = ancestor.parent
    }
    return identities
  }
}
