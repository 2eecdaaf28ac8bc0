/// Namespace of the navigation bar's settings, as in SwiftUI.
public struct NavigationBarItem: Sendable {
  /// How a navigation title is shown; `.navigationBarTitleDisplayMode(_:)` accepts it. The
  /// terminal's title line is one line in every mode.
  public enum TitleDisplayMode: Hashable, Sendable, CaseIterable {
    /// The platform's choice.
    case automatic
    /// A small title in the bar.
    case inline
    /// A large title below the bar.
    case large
  }
}
