/// The purpose of a screen's toolbar, which SwiftUI uses to arrange the bar;
/// `.toolbarRole(_:)` accepts it and a terminal draws every role alike.
public struct ToolbarRole: Hashable, Sendable {
  let name: String

  /// The platform's choice.
  public static let automatic = ToolbarRole(name: "automatic")
  /// A screen in a navigation stack.
  public static let navigationStack = ToolbarRole(name: "navigationStack")
  /// A browser-like screen.
  public static let browser = ToolbarRole(name: "browser")
  /// A document editor.
  public static let editor = ToolbarRole(name: "editor")
}
