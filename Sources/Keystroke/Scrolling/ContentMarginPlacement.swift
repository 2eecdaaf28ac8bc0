/// Which part of a scroll view `.contentMargins` insets.
public struct ContentMarginPlacement: Hashable, Sendable {
  let insetsContent: Bool

  /// The scroll view's content (in a terminal, what `.scrollContent` insets).
  public static let automatic = ContentMarginPlacement(insetsContent: true)

  /// The scroll view's content, inside the scrolled area.
  public static let scrollContent = ContentMarginPlacement(insetsContent: true)

  /// The scroll indicators: a terminal's scroll bar is one column at the edge, so this has
  /// no effect.
  public static let scrollIndicators = ContentMarginPlacement(insetsContent: false)
}
