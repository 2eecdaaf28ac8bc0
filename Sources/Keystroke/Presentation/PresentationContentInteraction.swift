/// How a resizable presentation answers a swipe, SwiftUI's `PresentationContentInteraction`,
/// for `.presentationContentInteraction(_:)`. A terminal sheet is not resized by swiping, so
/// its content always scrolls.
public struct PresentationContentInteraction: Hashable, Sendable {
  private let name: String

  /// The presentation's default behaviour.
  public static var automatic: PresentationContentInteraction {
    PresentationContentInteraction(name: "automatic")
  }
  /// A swipe resizes the presentation before it scrolls the content.
  public static var resizes: PresentationContentInteraction {
    PresentationContentInteraction(name: "resizes")
  }
  /// A swipe scrolls the content before it resizes the presentation.
  public static var scrolls: PresentationContentInteraction {
    PresentationContentInteraction(name: "scrolls")
  }
}
