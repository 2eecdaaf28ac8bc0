/// How much attention a badge draws: accepted for `.badgeProminence`, which has no effect in a
/// terminal (every badge is drawn in the secondary color at its row's trailing end).
public struct BadgeProminence: Hashable, Sendable {
  let level: Int

  /// The standard prominence, for a value that suggests the user act (unread messages).
  public static let standard = BadgeProminence(level: 1)

  /// The highest prominence, for a value that needs the user to act (errors).
  public static let increased = BadgeProminence(level: 2)

  /// The lowest prominence, for passive information (a folder's item count).
  public static let decreased = BadgeProminence(level: 0)
}
