/// Which way text and horizontal layouts run, SwiftUI's `LayoutDirection`. Keystroke lays out
/// left to right; the value is reported to layouts so code that reads it compiles.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  /// Left to right.
  case leftToRight
  /// Right to left.
  case rightToLeft
}
