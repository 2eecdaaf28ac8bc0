/// A device a preview runs on, named as Xcode names it (`"iPhone 15"`). It has no effect on a
/// terminal.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
  /// The device's name.
  public let rawValue: String

  /// A device by name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A device by name.
  public init(stringLiteral value: String) { rawValue = value }
}
