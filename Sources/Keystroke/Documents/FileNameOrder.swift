import Foundation

/// The order a file picker lists names in, as a desktop file browser does: without regard to
/// case or accents, spaces and punctuation before digits before letters (`report.pdf` before
/// `report2.pdf`), and runs of digits by their value (`note 9` before `note 10`).
///
/// Each name's key is worked out once, so listing a folder of 10,000 files costs 10,000 keys
/// and cheap comparisons, not a locale-aware comparison (which on Linux creates a locale each
/// time) for every pair the sort looks at.
struct FileNameOrder: Comparable {
  /// One step of a name: a run of digits, or one other character.
  enum Token: Comparable {
    /// Digits by value: without leading zeros, compared by length and then digit by digit.
    case number(String)
    /// A character folded for case and accents, with its class: 0 for spaces and
    /// punctuation, 2 for letters and anything else (digits, class 1, are numbers).
    case character(rank: Int, text: String)

    private var rank: Int {
      switch self {
      case .number: 1
      case .character(let rank, _): rank
      }
    }

    static func < (lhs: Token, rhs: Token) -> Bool {
      switch (lhs, rhs) {
      case (.number(let left), .number(let right)):
        if left.utf8.count != right.utf8.count { return left.utf8.count < right.utf8.count }
        return left < right
      case (.character(let leftRank, let left), .character(let rightRank, let right)):
        return leftRank != rightRank ? leftRank < rightRank : left < right
      default:
        return lhs.rank < rhs.rank
      }
    }
  }

  /// The name's tokens, in order.
  let tokens: [Token]
  /// The leading zeros of each number, which settle names equal without them (`9` and `09`).
  let zeros: [Int]
  /// The name itself, which settles names whose tokens are the same (`a` and `A`).
  let name: String

  /// The key of `name`.
  init(_ name: String) {
    self.name = name
    // An ASCII name has no accents to fold; Foundation's folding goes through NSString.
    let folded =
      name.utf8.allSatisfy { $0 < 0x80 }
      ? name.lowercased()
      : name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    var tokens: [Token] = []
    var zeros: [Int] = []
    var digits = ""
    func endDigits() {
      guard !digits.isEmpty else { return }
      let significant = digits.drop { $0 == "0" }
      tokens.append(.number(String(significant)))
      zeros.append(digits.count - significant.count)
      digits = ""
    }
    for character in folded {
      if character.isASCII, character.isNumber {
        digits.append(character)
        continue
      }
      endDigits()
      let rank = character.isWhitespace || character.isPunctuation || character.isSymbol ? 0 : 2
      tokens.append(.character(rank: rank, text: String(character)))
    }
    endDigits()
    self.tokens = tokens
    self.zeros = zeros
  }

  static func < (lhs: FileNameOrder, rhs: FileNameOrder) -> Bool {
    if lhs.tokens != rhs.tokens { return lhs.tokens.lexicographicallyPrecedes(rhs.tokens) }
    if lhs.zeros != rhs.zeros { return lhs.zeros.lexicographicallyPrecedes(rhs.zeros) }
    return lhs.name < rhs.name
  }

  static func == (lhs: FileNameOrder, rhs: FileNameOrder) -> Bool { lhs.name == rhs.name }
}
