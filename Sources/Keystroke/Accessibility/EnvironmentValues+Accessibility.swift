private struct AccessibilityEnabledKey: EnvironmentKey {
  static let defaultValue = false
}

// The user's accessibility settings, as SwiftUI's environment gives them. A terminal does not
// tell an app the desktop's settings, so each reads `false`: views that adapt to them draw
// their usual form (and a terminal never animates, whatever reduce motion says).
extension EnvironmentValues {
  /// Whether an assistive technology is on: `false` unless set for a subtree.
  public var accessibilityEnabled: Bool {
    get { self[AccessibilityEnabledKey.self] }
    set { self[AccessibilityEnabledKey.self] = newValue }
  }

  /// Whether the user asked for less motion: `false` (the terminal does not say).
  public var accessibilityReduceMotion: Bool { false }

  /// Whether the user asked for less transparency: `false` (the terminal does not say).
  public var accessibilityReduceTransparency: Bool { false }

  /// Whether the user asked for differences shown without colour alone: `false` (the terminal
  /// does not say).
  public var accessibilityDifferentiateWithoutColor: Bool { false }

  /// Whether the display's colours are inverted: `false` (the terminal does not say).
  public var accessibilityInvertColors: Bool { false }

  /// Whether buttons should show their shapes: `false` (the terminal does not say).
  public var accessibilityShowButtonShapes: Bool { false }

  /// Whether VoiceOver is on: `false` (the terminal does not say).
  public var accessibilityVoiceOverEnabled: Bool { false }

  /// Whether Switch Control is on: `false` (the terminal does not say).
  public var accessibilitySwitchControlEnabled: Bool { false }

  /// Whether flashing lights should be dimmed: `false` (the terminal does not say).
  public var accessibilityDimFlashingLights: Bool { false }

  /// Whether animated images should play: `true` (the terminal does not say otherwise).
  public var accessibilityPlayAnimatedImages: Bool { true }
}
