import Foundation

private struct LayoutDirectionKey: EnvironmentKey {
  static let defaultValue = LayoutDirection.leftToRight
}

private struct DisplayScaleKey: EnvironmentKey {
  static let defaultValue: CGFloat = 1
}

private struct LegibilityWeightKey: EnvironmentKey {
  static let defaultValue: LegibilityWeight? = nil
}

// What SwiftUI's environment says about the display, as a terminal answers it.
extension EnvironmentValues {
  /// The direction text and stacks run: `.leftToRight`, as Keystroke lays everything out,
  /// unless a view sets another for its subtree (which changes nothing drawn).
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  /// Pixels per point: 1, a cell being the unit of everything drawn.
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }

  /// The weight the user asked text to have: `nil`, as a terminal does not say.
  public var legibilityWeight: LegibilityWeight? {
    get { self[LegibilityWeightKey.self] }
    set { self[LegibilityWeightKey.self] = newValue }
  }
}
