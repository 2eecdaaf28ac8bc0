/// How much horizontal room there is. In a terminal the screen's width decides: compact below
/// ``compactWidthLimit`` columns, regular from there up.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// A narrow terminal.
  case compact
  /// A wide terminal.
  case regular

  /// The first width (in columns) that counts as regular.
  static let compactWidthLimit = 100

  /// The size class of a screen `columns` wide.
  init(columns: Int) {
    self = columns < Self.compactWidthLimit ? .compact : .regular
  }
}
