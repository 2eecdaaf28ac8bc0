/// Fuzzy matching for the command palette: finds a query's characters in order inside a title,
/// scores the best alignment and ranks titles.
///
/// Matching is case-insensitive and ignores whitespace in the query. The score rewards
/// characters at word starts (the first character, after a space or punctuation, a camelCase
/// hump, a letter–digit boundary) and contiguous runs, and penalises gaps and a late start (see
/// ``FuzzyScoring``). Titles that are plain ASCII are matched on their bytes; others
/// character by character, positions always counting characters.
public struct FuzzyMatcher: Sendable {
  /// The query as given.
  public let query: String
  private let folded: [String]
  private let asciiQuery: [UInt32]?

  /// Creates a matcher for `query`.
  public init(_ query: String) {
    self.query = query
    let characters = query.filter { !$0.isWhitespace }
    folded = characters.map { $0.lowercased() }
    if characters.utf8.allSatisfy({ $0 < 0x80 }) {
      asciiQuery = characters.utf8.map { UInt32(Self.lower($0)) }
    } else {
      asciiQuery = nil
    }
  }

  /// Whether the query has no characters to match, so every title matches with score 0.
  public var isEmpty: Bool { folded.isEmpty }

  /// How the query matches `title`, or `nil` if the title lacks its characters in order.
  public func match(_ title: String) -> FuzzyMatch? { measuredMatch(title)?.match }

  /// The titles that match, best first.
  ///
  /// Ties in score go to the shorter title, then to the alphabetically first (ignoring case),
  /// then to the one listed first. An empty query matches every title, in the original order.
  public func rank(_ titles: [String]) -> [RankedMatch] {
    if isEmpty {
      return titles.indices.map {
        RankedMatch(index: $0, match: FuzzyMatch(score: 0, positions: []))
      }
    }
    var found: [(index: Int, match: FuzzyMatch, length: Int, folded: String)] = []
    for (index, title) in titles.enumerated() {
      if let result = measuredMatch(title) {
        found.append((index, result.match, result.length, title.lowercased()))
      }
    }
    found.sort { lhs, rhs in
      if lhs.match.score != rhs.match.score { return lhs.match.score > rhs.match.score }
      if lhs.length != rhs.length { return lhs.length < rhs.length }
      if lhs.folded != rhs.folded { return lhs.folded < rhs.folded }
      let left = titles[lhs.index]
      let right = titles[rhs.index]
      if left != right { return left < right }
      return lhs.index < rhs.index
    }
    return found.map { RankedMatch(index: $0.index, match: $0.match) }
  }

  /// Ranks `titles` for `query`; see ``rank(_:)``.
  public static func rank(_ titles: [String], query: String) -> [RankedMatch] {
    FuzzyMatcher(query).rank(titles)
  }

  private enum Outcome {
    case notASCII
    case noMatch
    case matched(FuzzyMatch, length: Int)
  }

  private func measuredMatch(_ title: String) -> (match: FuzzyMatch, length: Int)? {
    if isEmpty { return (FuzzyMatch(score: 0, positions: []), title.count) }
    if let asciiQuery {
      // `withUTF8` reaches small (inline) strings' bytes too, without allocating.
      var bytes = title
      switch bytes.withUTF8({ asciiMatch($0, asciiQuery) }) {
      case .matched(let match, let length): return (match, length)
      case .noMatch: return nil
      case .notASCII: break
      }
    }
    return unicodeMatch(title)
  }

  private func asciiMatch(_ bytes: UnsafeBufferPointer<UInt8>, _ query: [UInt32]) -> Outcome {
    var next = 0
    for byte in bytes {
      // CR joins LF into one character, so a title with CR is not one character per byte.
      if byte >= 0x80 || byte == 0x0D { return .notASCII }
      if next < query.count, UInt32(Self.lower(byte)) == query[next] { next += 1 }
    }
    guard next == query.count else { return .noMatch }
    let n = bytes.count
    return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: n) { codes in
      withUnsafeTemporaryAllocation(of: Int32.self, capacity: n) { bonus in
        var previous: FuzzyScoring.CharacterClass?
        for i in 0..<n {
          let byte = bytes[i]
          let current = FuzzyScoring.asciiClass(byte)
          codes[i] = UInt32(Self.lower(byte))
          bonus[i] = FuzzyScoring.bonus(previous: previous, current: current)
          previous = current
        }
        let result = query.withUnsafeBufferPointer { query in
          FuzzyScoring.best(
            query: query, codes: UnsafeBufferPointer(codes), bonus: UnsafeBufferPointer(bonus))
        }
        guard let result else { return .noMatch }
        return .matched(result, length: n)
      }
    }
  }

  private func unicodeMatch(_ title: String) -> (match: FuzzyMatch, length: Int)? {
    var ids: [String: UInt32] = [:]
    for character in folded where ids[character] == nil {
      ids[character] = UInt32(ids.count + 1)
    }
    let query = folded.map { ids[$0] ?? 0 }
    let characters = Array(title)
    var codes: [UInt32] = []
    var bonus: [Int32] = []
    codes.reserveCapacity(characters.count)
    bonus.reserveCapacity(characters.count)
    var previous: FuzzyScoring.CharacterClass?
    for character in characters {
      let current = FuzzyScoring.characterClass(character)
      codes.append(ids[character.lowercased()] ?? 0)
      bonus.append(FuzzyScoring.bonus(previous: previous, current: current))
      previous = current
    }
    var next = 0
    for code in codes where next < query.count && code == query[next] { next += 1 }
    guard next == query.count else { return nil }
    let result = query.withUnsafeBufferPointer { query in
      codes.withUnsafeBufferPointer { codes in
        bonus.withUnsafeBufferPointer { bonus in
          FuzzyScoring.best(query: query, codes: codes, bonus: bonus)
        }
      }
    }
    return result.map { ($0, characters.count) }
  }

  private static func lower(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
  }
}
