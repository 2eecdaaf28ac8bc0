/// A kind of toolbar item a view adds by default, SwiftUI's `ToolbarDefaultItemKind`, for
/// `toolbar(removing:)`.
public struct ToolbarDefaultItemKind: Hashable, Sendable {
  private let name: String

  /// The sidebar toggle a `NavigationSplitView` adds.
  public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
}
