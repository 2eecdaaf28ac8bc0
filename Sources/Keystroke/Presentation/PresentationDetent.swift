import Foundation

/// A height a sheet can rest at; `.presentationDetents(_:)` accepts it. A terminal sheet is
/// sized by its content, so the detents have no effect.
public struct PresentationDetent: Hashable, Sendable {
  let name: String

  /// About half the screen.
  public static let medium = PresentationDetent(name: "medium")
  /// The full height.
  public static let large = PresentationDetent(name: "large")

  /// A fraction of the full height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "fraction:\(fraction)")
  }

  /// A fixed height.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "height:\(height)")
  }
}
