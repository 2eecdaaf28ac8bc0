/// A size of text the user chose, SwiftUI's `DynamicTypeSize`, smallest first. A terminal draws
/// every text one cell high, so the size changes nothing drawn; `@Environment(\.dynamicTypeSize)`
/// reads `.large`, the system default, unless a view sets another.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  /// Extra small.
  case xSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large, the default.
  case large
  /// Extra large.
  case xLarge
  /// Extra extra large.
  case xxLarge
  /// Extra extra extra large.
  case xxxLarge
  /// The first accessibility size.
  case accessibility1
  /// The second accessibility size.
  case accessibility2
  /// The third accessibility size.
  case accessibility3
  /// The fourth accessibility size.
  case accessibility4
  /// The fifth accessibility size.
  case accessibility5

  /// Whether this is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
  static let defaultValue = DynamicTypeSize.large
}

extension EnvironmentValues {
  /// The text size the views read: `.large` unless `.dynamicTypeSize(_:)` set another.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
}

extension View {
  /// Sets the text size for this view's `dynamicTypeSize`; drawing is unchanged.
  public consuming func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    modifier(EnvironmentModifier { $0.dynamicTypeSize = size })
  }

  /// Keeps this view's `dynamicTypeSize` within `range`; drawing is unchanged.
  public consuming func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
  where T.Bound == DynamicTypeSize {
    modifier(
      EnvironmentModifier { environment in
        let sizes = DynamicTypeSize.allCases.filter { range.contains($0) }
        guard let lowest = sizes.first, let highest = sizes.last else { return }
        environment.dynamicTypeSize = min(max(environment.dynamicTypeSize, lowest), highest)
      })
  }
}
