/// Which way an adjustable view is stepped, SwiftUI's `AccessibilityAdjustmentDirection`.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  /// Up a step.
  case increment
  /// Down a step.
  case decrement
}
