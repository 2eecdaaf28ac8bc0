/// The sizes an element answered during one update, by proposal.
///
/// A stack asks each child three or four questions (its minimum, maximum, ideal and offered
/// sizes), so the first four answers live inline and only further ones go to a dictionary:
/// remembering a size costs no allocation in the common case.
struct MeasureCache {
  private var first: (SizeProposal, CellSize)?
  private var second: (SizeProposal, CellSize)?
  private var third: (SizeProposal, CellSize)?
  private var fourth: (SizeProposal, CellSize)?
  private var overflow: [SizeProposal: CellSize] = [:]

  /// The remembered size for `proposal`, if any.
  subscript(proposal: SizeProposal) -> CellSize? {
    if let first, first.0 == proposal { return first.1 }
    if let second, second.0 == proposal { return second.1 }
    if let third, third.0 == proposal { return third.1 }
    if let fourth, fourth.0 == proposal { return fourth.1 }
    return overflow.isEmpty ? nil : overflow[proposal]
  }

  /// Remembers the size for a proposal not asked before.
  mutating func insert(_ size: CellSize, for proposal: SizeProposal) {
    if first == nil {
      first = (proposal, size)
    } else if second == nil {
      second = (proposal, size)
    } else if third == nil {
      third = (proposal, size)
    } else if fourth == nil {
      fourth = (proposal, size)
    } else {
      overflow[proposal] = size
    }
  }
}
