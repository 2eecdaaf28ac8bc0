/// How a presentation adapts where there is little room (a compact size class), for
/// `.presentationCompactAdaptation(_:)`.
///
/// A terminal popover keeps its form at every size, so the adaptation has no effect.
public struct PresentationAdaptation: Hashable, Sendable {
  let name: String

  /// The system's choice for the presentation.
  public static let automatic = PresentationAdaptation(name: "automatic")
  /// No adaptation: the presentation keeps its own form.
  public static let none = PresentationAdaptation(name: "none")
  /// Shown as a popover.
  public static let popover = PresentationAdaptation(name: "popover")
  /// Shown as a sheet.
  public static let sheet = PresentationAdaptation(name: "sheet")
  /// Shown over the whole screen.
  public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}
