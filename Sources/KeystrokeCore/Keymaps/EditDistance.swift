/// The Levenshtein distance between two strings of characters, for "did you mean" hints.
enum EditDistance {
  /// The fewest insertions, deletions and substitutions that turn `lhs` into `rhs`.
  static func between(_ lhs: [Character], _ rhs: [Character]) -> Int {
    var previous = Array(0...rhs.count)
    for (row, left) in lhs.enumerated() {
      var current = [row + 1] + Array(repeating: 0, count: rhs.count)
      for (column, right) in rhs.enumerated() {
        let substitution = previous[column] + (left == right ? 0 : 1)
        current[column + 1] = min(substitution, previous[column + 1] + 1, current[column] + 1)
      }
      previous = current
    }
    return previous[rhs.count]
  }
}
