import Foundation

/// A type that supplies Xcode previews. Keystroke has no preview canvas: the type compiles so
/// files that carry previews build unchanged, and `previews` is never shown.
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View

  /// The previews.
  @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
}

/// The size of a preview; accepted by `.previewLayout(_:)` and unused.
public enum PreviewLayout: Sendable {
  /// The preview's device.
  case device
  /// The content's own size.
  case sizeThatFits
  /// A fixed size.
  case fixed(width: CGFloat, height: CGFloat)
}

/// A preview's device name; accepted by `.previewDevice(_:)` and unused.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
  /// The device's name.
  public let rawValue: String

  /// Creates a device from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a device from a literal name.
  public init(stringLiteral value: String) { rawValue = value }
}

extension View {
  /// Accepted and has no effect: there is no preview canvas.
  public func previewLayout(_ value: PreviewLayout) -> some View { self }

  /// Accepted and has no effect: there is no preview canvas.
  public func previewDisplayName(_ value: String?) -> some View { self }

  /// Accepted and has no effect: there is no preview canvas.
  public func previewDevice(_ value: PreviewDevice?) -> some View { self }
}
