/// The sizes an element answered during one update, by proposal.
///
/// A stack asks each child four questions (its minimum, maximum, ideal and offered sizes) for
/// each cross-axis proposal, so the first four answers live inline and further ones in a short
/// list searched in order (a handful of entries is faster to scan than to hash), and past that
/// in a dictionary.
struct MeasureCache {
  private var first: (SizeProposal, CellSize)?
  private var second: (SizeProposal, CellSize)?
  private var third: (SizeProposal, CellSize)?
  private var fourth: (SizeProposal, CellSize)?
  private var overflow: [(SizeProposal, CellSize)] = []
  private var many: [SizeProposal: CellSize] = [:]
  /// How long the scanned list grows before answers go to the dictionary.
  private static let scanLimit = 12

  /// The remembered size for `proposal`, if any.
  subscript(proposal: SizeProposal) -> CellSize? {
    if let first, first.0 == proposal { return first.1 }
    if let second, second.0 == proposal { return second.1 }
    if let third, third.0 == proposal { return third.1 }
    if let fourth, fourth.0 == proposal { return fourth.1 }
    for (known, size) in overflow where known == proposal { return size }
    return many.isEmpty ? nil : many[proposal]
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
    } else if overflow.count < Self.scanLimit {
      if overflow.isEmpty { overflow.reserveCapacity(4) }
      overflow.append((proposal, size))
    } else {
      // An element asked this many questions is asked many more (a list measuring its rows):
      // start the table at a size that does not rehash for the next few dozen.
      if many.isEmpty { many.reserveCapacity(32) }
      many[proposal] = size
    }
  }
}
