/// The level of a heading, SwiftUI's `AccessibilityHeadingLevel`.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
  /// A heading of no particular level.
  case unspecified
  /// A first-level heading.
  case h1
  /// A second-level heading.
  case h2
  /// A third-level heading.
  case h3
  /// A fourth-level heading.
  case h4
  /// A fifth-level heading.
  case h5
  /// A sixth-level heading.
  case h6
}
