/// Whether scroll views and lists show their scroll bar, SwiftUI's
/// `ScrollIndicatorVisibility`. The bar is the one-column track down the right edge (or row
/// along the bottom) drawn when the content is longer than the window.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  private let hides: Bool

  /// The platform's choice: shown while the content overflows.
  public static let automatic = ScrollIndicatorVisibility(hides: false)
  /// Shown while the content overflows (a terminal has no bar that fades).
  public static let visible = ScrollIndicatorVisibility(hides: false)
  /// Not shown; the content takes the bar's column.
  public static let hidden = ScrollIndicatorVisibility(hides: true)
  /// Never shown.
  public static let never = ScrollIndicatorVisibility(hides: true)

  /// Whether this visibility leaves the bar out.
  var hidesBar: Bool { hides }
}

private struct VerticalIndicatorsKey: EnvironmentKey {
  static let defaultValue = ScrollIndicatorVisibility.automatic
}

private struct HorizontalIndicatorsKey: EnvironmentKey {
  static let defaultValue = ScrollIndicatorVisibility.automatic
}

private struct DefaultScrollAnchorKey: EnvironmentKey {
  static let defaultValue: UnitPoint? = nil
}

extension EnvironmentValues {
  /// Whether vertical scroll bars show, as `.scrollIndicators(_:axes:)` set it.
  public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[VerticalIndicatorsKey.self] }
    set { self[VerticalIndicatorsKey.self] = newValue }
  }

  /// Whether horizontal scroll bars show, as `.scrollIndicators(_:axes:)` set it.
  public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[HorizontalIndicatorsKey.self] }
    set { self[HorizontalIndicatorsKey.self] = newValue }
  }

  /// Where scroll views inside start, as `.defaultScrollAnchor(_:)` set it.
  var defaultScrollAnchor: UnitPoint? {
    get { self[DefaultScrollAnchorKey.self] }
    set { self[DefaultScrollAnchorKey.self] = newValue }
  }

  /// Whether a scroll bar along `axis` is hidden here.
  func hidesScrollBar(along axis: Axis) -> Bool {
    (axis == .vertical
      ? verticalScrollIndicatorVisibility : horizontalScrollIndicatorVisibility).hidesBar
  }
}
