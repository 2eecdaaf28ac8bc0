import Foundation

/// Text prepared once for "contains, ignoring case" searches over many items.
///
/// SwiftUI sample code filters with `localizedCaseInsensitiveContains`; on Linux each call
/// makes a locale and walks both strings through CoreFoundation, so a search field over
/// 10,000 entries spent 40–60 ms on every key. A `SearchText` is folded once, when its item is
/// loaded or changed: composed (NFC, so text written either way matches) and lower-cased. A
/// query is folded the same way, once per key, and the comparison is then a byte search that
/// accepts only matches starting and ending on character boundaries (so "e" does not match
/// the first half of "e" with a combining accent).
///
/// Case is compared by Unicode lower-casing, not by the user's locale or full case folding: the
/// Turkish dotless i, "ß" against "SS" and ligatures such as "ﬁ" against "fi" do not match the
/// way a locale-aware search matches them.
public struct SearchText: Sendable, Hashable {
  /// The folded text.
  public let folded: String

  /// Folds `text` for searching.
  public init(_ text: String) {
    folded = text.precomposedStringWithCanonicalMapping.lowercased()
  }

  /// Whether `query`, folded the same way, occurs in this text. An empty query matches.
  public func contains(_ query: SearchText) -> Bool {
    let needle = query.folded.utf8
    guard let first = needle.first else { return true }
    let haystack = folded.utf8
    guard haystack.count >= needle.count else { return false }
    var start = haystack.startIndex
    while let found = haystack[start...].firstIndex(of: first) {
      guard let end = haystack.index(found, offsetBy: needle.count, limitedBy: haystack.endIndex)
      else { return false }
      if haystack[found..<end].elementsEqual(needle), isBoundary(found), isBoundary(end) {
        return true
      }
      start = haystack.index(after: found)
    }
    return false
  }

  /// Whether a UTF-8 position of ``folded`` starts a character (or is its end).
  private func isBoundary(_ index: String.Index) -> Bool {
    index == folded.endIndex || index.samePosition(in: folded) != nil
  }
}
