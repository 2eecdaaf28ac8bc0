/// The assistive technologies an ``AccessibilityFocusState`` follows (VoiceOver, Switch
/// Control), SwiftUI's `AccessibilityTechnologies`.
///
/// Accepted by `AccessibilityFocusState(for:)`; a terminal does not say which assistive
/// technology reads it, so the choice changes nothing.
public struct AccessibilityTechnologies: OptionSet, Hashable, Sendable {
  /// The bit pattern.
  public let rawValue: UInt8

  /// Technologies from their bit pattern.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// No technology.
  public init() { rawValue = 0 }

  /// A screen reader speaking what is on screen.
  public static let voiceOver = AccessibilityTechnologies(rawValue: 1 << 0)
  /// Moving through the screen with switches (buttons, a breath switch).
  public static let switchControl = AccessibilityTechnologies(rawValue: 1 << 1)
}
