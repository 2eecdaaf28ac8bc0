import Foundation

/// The order a file picker lists names in, as a desktop file browser does: letters without
/// regard to case or accents, and runs of digits by their value (`note 9` before `note 10`).
///
/// Each name's key is worked out once, so listing a folder of 10,000 files costs 10,000 keys
/// and cheap comparisons, not a locale-aware comparison (which on Linux creates a locale each
/// time) for every pair the sort looks at.
struct FileNameOrder: Comparable {
  /// A run of the name: text folded for case and accents, or a number.
  enum Run: Comparable {
    /// Digits, without leading zeros, and how many leading zeros there were.
    case number(digits: String, zeros: Int)
    /// Anything else, folded.
    case text(String)

    static func < (lhs: Run, rhs: Run) -> Bool {
      switch (lhs, rhs) {
      case (.number(let left, let leftZeros), .number(let right, let rightZeros)):
        if left.utf8.count != right.utf8.count { return left.utf8.count < right.utf8.count }
        if left != right { return left < right }
        return leftZeros < rightZeros
      case (.number, .text): return true
      case (.text, .number): return false
      case (.text(let left), .text(let right)): return left < right
      }
    }
  }

  /// The name's runs, in order.
  let runs: [Run]
  /// The name itself, which settles names whose runs are the same (`a` and `A`).
  let name: String

  /// The key of `name`.
  init(_ name: String) {
    self.name = name
    // An ASCII name has no accents to fold; Foundation's folding goes through NSString.
    let folded =
      name.utf8.allSatisfy { $0 < 0x80 }
      ? name.lowercased()
      : name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    var runs: [Run] = []
    var text = ""
    var digits = ""
    func endDigits() {
      guard !digits.isEmpty else { return }
      let significant = digits.drop { $0 == "0" }
      runs.append(.number(digits: String(significant), zeros: digits.count - significant.count))
      digits = ""
    }
    for character in folded {
      if character.isASCII, character.isNumber {
        if !text.isEmpty {
          runs.append(.text(text))
          text = ""
        }
        digits.append(character)
      } else {
        endDigits()
        text.append(character)
      }
    }
    endDigits()
    if !text.isEmpty { runs.append(.text(text)) }
    self.runs = runs
  }

  static func < (lhs: FileNameOrder, rhs: FileNameOrder) -> Bool {
    if lhs.runs != rhs.runs { return lhs.runs.lexicographicallyPrecedes(rhs.runs) }
    return lhs.name < rhs.name
  }

  static func == (lhs: FileNameOrder, rhs: FileNameOrder) -> Bool { lhs.name == rhs.name }
}
