/// Which columns of a split view are shown.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
  enum Kind: String, Hashable, Sendable, Codable {
    case all, doubleColumn, detailOnly, automatic
  }

  let kind: Kind

  /// Every column.
  public static let all = NavigationSplitViewVisibility(kind: .all)
  /// The last two columns (content and detail in a three-column view; everything in two).
  public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
  /// Only the detail column.
  public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)
  /// Let the view decide (every column in a terminal).
  public static let automatic = NavigationSplitViewVisibility(kind: .automatic)
}

/// A column of a split view.
public struct NavigationSplitViewColumn: Hashable, Sendable {
  let index: Int

  /// The sidebar.
  public static let sidebar = NavigationSplitViewColumn(index: 0)
  /// The middle column of a three-column view.
  public static let content = NavigationSplitViewColumn(index: 1)
  /// The detail column.
  public static let detail = NavigationSplitViewColumn(index: 2)
}
