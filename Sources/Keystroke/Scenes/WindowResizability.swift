/// How a window's size follows its content; `.windowResizability(_:)` accepts it. A terminal
/// window is the terminal's size, so the setting has no effect.
public struct WindowResizability: Hashable, Sendable {
  let name: String

  /// The platform's choice.
  public static let automatic = WindowResizability(name: "automatic")
  /// The window's size is its content's.
  public static let contentSize = WindowResizability(name: "contentSize")
  /// The window is at least its content's minimum size.
  public static let contentMinSize = WindowResizability(name: "contentMinSize")
}
