/// How a view enters and leaves; `.transition(_:)` accepts it. A terminal shows and removes
/// views at once.
public struct AnyTransition: Sendable {
  let name: String

  /// Fades.
  public static let opacity = AnyTransition(name: "opacity")
  /// Slides.
  public static let slide = AnyTransition(name: "slide")
  /// Scales.
  public static let scale = AnyTransition(name: "scale")
  /// No transition.
  public static let identity = AnyTransition(name: "identity")

  /// Moves from `edge`.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }

  /// Inserts with one transition and removes with another.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition
  { insertion }

  /// This transition together with `other`.
  public func combined(with other: AnyTransition) -> AnyTransition { self }

  /// This transition with an animation.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}
