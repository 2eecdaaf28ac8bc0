/// How much horizontal room a window has: compact below a threshold of columns (100 by
/// default), regular at or above it. Layouts that adapt (split views, adaptable tab views)
/// switch on it, live when the terminal is resized.
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
  /// Narrow: one column at a time.
  case compact
  /// Wide: columns side by side.
  case regular

  /// The width, in columns, from which a window is regular.
  public static let regularThreshold = 100

  /// The size class of a window `columns` wide.
  init(columns: Int) { self = .forWidth(columns) }

  /// The size class of a window `columns` wide.
  public static func forWidth(_ columns: Int) -> UserInterfaceSizeClass {
    columns >= regularThreshold ? .regular : .compact
  }
}
