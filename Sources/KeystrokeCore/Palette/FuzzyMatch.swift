/// How a query matched a title: a score (higher is better) and where each query character
/// landed.
public struct FuzzyMatch: Hashable, Sendable {
  /// The score; only comparisons between scores for the same query mean anything.
  public let score: Int
  /// The offsets, in characters (grapheme clusters) of the title, of the matched characters, in
  /// increasing order; one per query character, none for an empty query.
  public let positions: [Int]

  /// Creates a match.
  public init(score: Int, positions: [Int]) {
    self.score = score
    self.positions = positions
  }
}
