/// The tint of a list item (sidebar icons); `.listItemTint(_:)` accepts it.
public struct ListItemTint: Sendable {
  let color: Color?

  /// A fixed tint.
  public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }

  /// A preferred tint that the system may override.
  public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }

  /// The system's monochrome tint.
  public static let monochrome = ListItemTint(color: nil)
}
