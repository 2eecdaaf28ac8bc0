/// Whether a scroll view bounces at its ends, SwiftUI's `ScrollBounceBehavior`. A terminal
/// stops at the ends; the value is accepted with no effect.
public struct ScrollBounceBehavior: Hashable, Sendable {
  private let name: String
  /// The platform's choice.
  public static let automatic = ScrollBounceBehavior(name: "automatic")
  /// Always bounces.
  public static let always = ScrollBounceBehavior(name: "always")
  /// Bounces only when the content is longer than the window.
  public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}
