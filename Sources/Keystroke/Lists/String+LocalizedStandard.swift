import Foundation

#if !canImport(Darwin)
extension String.StandardComparator {
  /// Stands in for Foundation's Finder-like comparator, which Foundation on Linux lacks, so
  /// SwiftUI code that names it (`comparator: .localizedStandard`) compiles. Here it compares
  /// the strings' characters (`.lexical`): case-sensitive, digits one by one.
  public static var localizedStandard: String.StandardComparator { .lexical }
}
#endif
