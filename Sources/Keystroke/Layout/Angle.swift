import Foundation

/// A geometric angle, SwiftUI's `Angle`: arcs in a ``Path`` take it.
public struct Angle: Hashable, Comparable, Sendable {
  /// The angle in radians.
  public var radians: Double

  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// The zero angle.
  public init() { radians = 0 }

  /// An angle of `radians` radians.
  public init(radians: Double) { self.radians = radians }

  /// An angle of `degrees` degrees.
  public init(degrees: Double) { radians = degrees * .pi / 180 }

  /// The zero angle.
  public static let zero = Angle()

  /// An angle of `radians` radians.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

  /// An angle of `degrees` degrees.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  /// Whether `lhs` is smaller than `rhs`.
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}
