/// Where a tab prefers to appear. Accepted so SwiftUI code compiles: ``sidebarOnly`` keeps the
/// tab out of the tab bar; ``pinned`` and ``automatic`` leave it where it is.
public struct TabPlacement: Hashable, Sendable {
  enum Kind: Hashable { case automatic, pinned, sidebarOnly }
  let kind: Kind

  /// The default placement.
  public static let automatic = TabPlacement(kind: .automatic)
  /// Pinned in the tab bar; in a terminal tab bar every shown tab is already in place.
  public static let pinned = TabPlacement(kind: .pinned)
  /// Only in the sidebar, never in the tab bar.
  public static let sidebarOnly = TabPlacement(kind: .sidebarOnly)
}
