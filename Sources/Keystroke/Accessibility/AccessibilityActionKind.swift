/// Which action an `accessibilityAction` handler performs, SwiftUI's `AccessibilityActionKind`.
/// Accepted with no effect: assistive technologies never call the handler here.
public struct AccessibilityActionKind: Hashable, Sendable {
  private let name: String

  /// The view's main action (a double tap with VoiceOver).
  public static let `default` = AccessibilityActionKind(name: "default")
  /// Dismisses or goes back (a two-finger scrub).
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The app's most important action (a two-finger double tap).
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  /// Deletes the view's content.
  public static let delete = AccessibilityActionKind(name: "delete")
  /// Shows the view's menu.
  public static let showMenu = AccessibilityActionKind(name: "showMenu")

  private init(name: String) { self.name = name }

  /// A custom action with a name.
  public init(named name: Text) { self.name = "named" }
}
