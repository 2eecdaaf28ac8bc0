/// How a view's content changes from one value to the next: counting digits, a fade, a
/// morph. A terminal draws the new content at once, so every transition is accepted and none
/// is played.
public struct ContentTransition: Equatable, Sendable {
  private let name: String

  private init(_ name: String) { self.name = name }

  /// The content is replaced with no transition.
  public static let identity = ContentTransition("identity")
  /// The old content fades out as the new fades in.
  public static let opacity = ContentTransition("opacity")
  /// The content morphs from one value to the next.
  public static let interpolate = ContentTransition("interpolate")

  /// Digits roll up (or, `countsDown`, down) to the new number.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(countsDown ? "numericText.down" : "numericText.up")
  }

  /// Digits roll in the direction from the old value to `value`.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition("numericText.value")
  }
}

extension View {
  /// Accepted and has no effect: a terminal shows the new content at once.
  public consuming func contentTransition(_ transition: ContentTransition) -> some View { self }
}
