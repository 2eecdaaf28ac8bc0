/// How a view made one accessibility element treats its children, SwiftUI's
/// `AccessibilityChildBehavior`: `.ignore`, `.contain` or `.combine`. Accepted by
/// `accessibilityElement(children:)`, with no effect.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  private let name: String

  /// The children are left out.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// The children stay elements of their own, inside this one.
  public static let contain = AccessibilityChildBehavior(name: "contain")
  /// The children's descriptions are joined into this element's.
  public static let combine = AccessibilityChildBehavior(name: "combine")
}
