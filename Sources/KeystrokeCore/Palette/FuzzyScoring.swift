/// The scoring rules the fuzzy matcher maximises, and the dynamic programme that finds the best
/// alignment of a query in a title.
///
/// A title is seen as a list of codes (case-folded characters; 0 never matches) and a bonus per
/// position. Each matched character earns ``match`` plus its position's bonus; a character that
/// directly follows the previous match earns ``consecutive`` on top; a gap of `g` skipped
/// characters between two matches costs `gapStart + (g - 1) * gapExtend`; characters skipped
/// before the first match cost one each, up to ``leadingLimit``.
enum FuzzyScoring {
  static let match: Int32 = 16
  static let wordStart: Int32 = 24
  static let hump: Int32 = 20
  static let firstCharacter: Int32 = 8
  static let consecutive: Int32 = 20
  static let gapStart: Int32 = 8
  static let gapExtend: Int32 = 1
  static let leadingLimit: Int32 = 10
  /// Larger inputs skip the programme and score the leftmost greedy alignment instead.
  static let maximumCells = 1 << 20
  private static let none: Int32 = Int32.min / 2

  /// The kind of character, for word-boundary bonuses.
  enum CharacterClass {
    case separator
    case lower
    case upper
    case digit
    case other
  }

  /// The bonus for matching a character of class `current` preceded by one of class `previous`
  /// (`nil` at the start of the title).
  static func bonus(previous: CharacterClass?, current: CharacterClass) -> Int32 {
    if current == .separator { return 0 }
    guard let previous else { return wordStart + firstCharacter }
    switch (previous, current) {
    case (.separator, _): return wordStart
    case (.lower, .upper): return hump
    case (.lower, .digit), (.upper, .digit), (.other, .digit): return hump
    case (.digit, .lower), (.digit, .upper), (.digit, .other): return hump
    default: return 0
    }
  }

  /// The class of an ASCII byte.
  static func asciiClass(_ byte: UInt8) -> CharacterClass {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"): return .lower
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): return .upper
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return .digit
    default: return .separator
    }
  }

  /// The class of any character.
  static func characterClass(_ character: Character) -> CharacterClass {
    if character.isWhitespace || character.isPunctuation || character.isSymbol {
      return .separator
    }
    if character.isNumber { return .digit }
    if character.isUppercase { return .upper }
    if character.isLowercase { return .lower }
    return .other
  }

  /// The score of matching at `positions` (increasing) with the given bonuses.
  static func score(positions: [Int], bonus: UnsafeBufferPointer<Int32>) -> Int {
    guard let first = positions.first else { return 0 }
    var total = Int(match + bonus[first]) - min(first, Int(leadingLimit))
    for (previous, position) in zip(positions, positions.dropFirst()) {
      total += Int(match + bonus[position])
      let gap = position - previous - 1
      total += gap == 0 ? Int(consecutive) : -Int(gapStart) - (gap - 1) * Int(gapExtend)
    }
    return total
  }

  /// The best alignment of `query` in `codes`, or `nil` when the query is not a subsequence.
  static func best(
    query: UnsafeBufferPointer<UInt32>, codes: UnsafeBufferPointer<UInt32>,
    bonus: UnsafeBufferPointer<Int32>
  ) -> FuzzyMatch? {
    let m = query.count
    let n = codes.count
    guard m > 0, m <= n else { return m == 0 ? FuzzyMatch(score: 0, positions: []) : nil }
    if m * n > maximumCells { return greedy(query: query, codes: codes, bonus: bonus) }
    return withUnsafeTemporaryAllocation(of: Int32.self, capacity: m * n) { table in
      fill(table, query: query, codes: codes, bonus: bonus)
      let last = (m - 1) * n
      var end = -1
      var top = none
      for i in (m - 1)..<n where table[last + i] > top {
        top = table[last + i]
        end = i
      }
      guard end >= 0 else { return nil }
      var positions = [Int](repeating: 0, count: m)
      positions[m - 1] = end
      var i = end
      for j in stride(from: m - 1, to: 0, by: -1) {
        i = predecessor(table, row: j, column: i, columns: n, bonus: bonus)
        positions[j - 1] = i
      }
      return FuzzyMatch(score: Int(top), positions: positions)
    }
  }

  private static func fill(
    _ table: UnsafeMutableBufferPointer<Int32>, query: UnsafeBufferPointer<UInt32>,
    codes: UnsafeBufferPointer<UInt32>, bonus: UnsafeBufferPointer<Int32>
  ) {
    let n = codes.count
    let first = query[0]
    for i in 0..<n {
      table[i] =
        codes[i] == first
        ? match + bonus[i] - min(Int32(truncatingIfNeeded: i), leadingLimit) : none
    }
    for j in 1..<query.count {
      let previous = (j - 1) * n
      let current = j * n
      let code = query[j]
      var gapped = none
      for i in 0..<n {
        if i >= 2 {
          let candidate = table[previous + i - 2]
          gapped = max(gapped - gapExtend, candidate > none ? candidate - gapStart : none)
        }
        guard codes[i] == code else {
          table[current + i] = none
          continue
        }
        var from = gapped
        if i >= 1, table[previous + i - 1] > none {
          from = max(from, table[previous + i - 1] + consecutive)
        }
        table[current + i] = from > none ? match + bonus[i] + from : none
      }
    }
  }

  /// The column of row `row - 1` that the best score at (`row`, `column`) came from.
  private static func predecessor(
    _ table: UnsafeMutableBufferPointer<Int32>, row: Int, column: Int, columns: Int,
    bonus: UnsafeBufferPointer<Int32>
  ) -> Int {
    let target = table[row * columns + column] - match - bonus[column]
    let previous = (row - 1) * columns
    if column >= 1, table[previous + column - 1] > none,
      table[previous + column - 1] + consecutive == target
    {
      return column - 1
    }
    var k = column - 2
    while k >= 0 {
      let candidate = table[previous + k]
      if candidate > none,
        candidate - gapStart - Int32(truncatingIfNeeded: column - k - 2) * gapExtend == target
      {
        return k
      }
      k -= 1
    }
    return column - 1
  }

  /// The leftmost alignment, scored; for inputs too large for the programme.
  private static func greedy(
    query: UnsafeBufferPointer<UInt32>, codes: UnsafeBufferPointer<UInt32>,
    bonus: UnsafeBufferPointer<Int32>
  ) -> FuzzyMatch? {
    var positions: [Int] = []
    positions.reserveCapacity(query.count)
    var i = 0
    for code in query {
      while i < codes.count, codes[i] != code { i += 1 }
      guard i < codes.count else { return nil }
      positions.append(i)
      i += 1
    }
    return FuzzyMatch(score: score(positions: positions, bonus: bonus), positions: positions)
  }
}
