/// Whether people can use the view behind a presentation, SwiftUI's
/// `PresentationBackgroundInteraction`, for `.presentationBackgroundInteraction(_:)`. A
/// terminal sheet takes every key while it is up, so the view behind it is never used.
public struct PresentationBackgroundInteraction: Hashable, Sendable {
  private let name: String
  private let detent: PresentationDetent?

  /// The presentation's default.
  public static var automatic: PresentationBackgroundInteraction {
    PresentationBackgroundInteraction(name: "automatic", detent: nil)
  }
  /// The view behind the presentation can be used.
  public static var enabled: PresentationBackgroundInteraction {
    PresentationBackgroundInteraction(name: "enabled", detent: nil)
  }
  /// The view behind the presentation can be used while the presentation is at `detent` or
  /// smaller.
  public static func enabled(upThrough detent: PresentationDetent)
    -> PresentationBackgroundInteraction
  {
    PresentationBackgroundInteraction(name: "enabled", detent: detent)
  }
  /// The view behind the presentation cannot be used.
  public static var disabled: PresentationBackgroundInteraction {
    PresentationBackgroundInteraction(name: "disabled", detent: nil)
  }
}
