import Foundation

/// The shape of a bordered button's border, SwiftUI's `ButtonBorderShape`. A terminal button is
/// drawn in cells with square corners in every shape.
public struct ButtonBorderShape: Hashable, Sendable {
  private let name: String
  private let radius: CGFloat?

  /// The style's usual shape.
  public static let automatic = ButtonBorderShape(name: "automatic", radius: nil)
  /// A capsule.
  public static let capsule = ButtonBorderShape(name: "capsule", radius: nil)
  /// A rounded rectangle with the system's radius.
  public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle", radius: nil)
  /// A circle.
  public static let circle = ButtonBorderShape(name: "circle", radius: nil)

  /// A rounded rectangle with corners of `radius`.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(name: "roundedRectangle", radius: radius)
  }
}

extension View {
  /// Accepted and has no effect: a terminal button is drawn in cells with square corners.
  public consuming func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
}
