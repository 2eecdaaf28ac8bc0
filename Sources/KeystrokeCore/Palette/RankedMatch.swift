/// One title in a ranking: its index in the ranked list and how it matched.
public struct RankedMatch: Hashable, Sendable {
  /// The index of the title in the list that was ranked.
  public let index: Int
  /// How the query matched it.
  public let match: FuzzyMatch

  /// Creates a ranked match.
  public init(index: Int, match: FuzzyMatch) {
    self.index = index
    self.match = match
  }
}
