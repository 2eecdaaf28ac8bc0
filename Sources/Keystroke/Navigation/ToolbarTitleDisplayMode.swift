/// How a toolbar shows its title, SwiftUI's `ToolbarTitleDisplayMode`. A terminal window's
/// title line is one line of text in every mode.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
  private let name: String

  /// The platform's usual mode.
  public static var automatic: ToolbarTitleDisplayMode {
    ToolbarTitleDisplayMode(name: "automatic")
  }
  /// The title drawn small, in the middle of the toolbar.
  public static var inline: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(name: "inline") }
  /// The title drawn large inside the toolbar.
  public static var inlineLarge: ToolbarTitleDisplayMode {
    ToolbarTitleDisplayMode(name: "inlineLarge")
  }
  /// The title drawn large below the toolbar while content is scrolled to the top.
  public static var large: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(name: "large") }
}
