import Foundation

/// The spacing between two adjacent sections of a list: accepted for `.listSectionSpacing`,
/// which has no effect in a terminal (a section is set apart by its header row).
public struct ListSectionSpacing: Sendable {
  let spacing: CGFloat?

  /// The default spacing between sections.
  public static let `default` = ListSectionSpacing(spacing: nil)

  /// Compact spacing between sections.
  public static let compact = ListSectionSpacing(spacing: 0)

  /// A custom spacing, in points (cells in a terminal).
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
    ListSectionSpacing(spacing: spacing)
  }
}
