import Foundation

extension String.StandardComparator {
  /// How a table column made with `value:` compares strings by default: Finder-like
  /// (`localizedStandard`) where Foundation has it, else by their characters.
  @usableFromInline
  static var tableDefault: String.StandardComparator {
    #if canImport(Darwin)
    .localizedStandard
    #else
    .lexical
    #endif
  }
}
