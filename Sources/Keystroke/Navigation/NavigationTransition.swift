/// How a view pushed onto a navigation stack (or shown in a sheet) appears, SwiftUI's
/// `NavigationTransition`. A terminal shows the new view at once, so every transition looks
/// the same; the values exist so code that picks one compiles.
public protocol NavigationTransition {}

/// The transition the system picks: in a terminal, the new view appears at once.
public struct AutomaticNavigationTransition: NavigationTransition, Sendable {
}

/// A transition zooming the new view from a source view: in a terminal, the new view appears
/// at once.
public struct ZoomNavigationTransition: NavigationTransition, Sendable {
}

/// A transition cross-fading the two views: in a terminal, the new view appears at once.
public struct CrossFadeNavigationTransition: NavigationTransition, Sendable {
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
  /// The transition the system picks.
  public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
  /// A transition zooming the new view from the view marked
  /// ``View/matchedTransitionSource(id:in:)`` with `sourceID` in `namespace`.
  public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID)
    -> ZoomNavigationTransition
  {
    ZoomNavigationTransition()
  }
}

extension NavigationTransition where Self == CrossFadeNavigationTransition {
  /// A transition cross-fading the new view over the old one.
  public static var crossFade: CrossFadeNavigationTransition { CrossFadeNavigationTransition() }
}

extension View {
  /// Accepted and has no effect: a terminal pushes a view (or shows a sheet) at once, with no
  /// transition.
  public consuming func navigationTransition(_ style: some NavigationTransition) -> some View {
    self
  }
}
