import Foundation

/// How the source of a zoom transition looks while the transition runs, SwiftUI's
/// `MatchedTransitionSourceConfiguration`. A terminal runs no transition, so the
/// configuration changes nothing.
public protocol MatchedTransitionSourceConfiguration: Sendable {}

/// A source configuration with no styling: the one a
/// ``View/matchedTransitionSource(id:in:configuration:)`` closure starts from.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {
}

/// What the methods of ``MatchedTransitionSourceConfiguration`` return: a configuration a
/// terminal does not use.
struct StyledMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}

extension MatchedTransitionSourceConfiguration {
  /// Accepted and has no effect: a terminal runs no zoom transition.
  public func background(_ style: Color) -> some MatchedTransitionSourceConfiguration {
    StyledMatchedTransitionSourceConfiguration()
  }

  /// Accepted and has no effect: a terminal runs no zoom transition.
  public func clipShape(_ shape: RoundedRectangle) -> some MatchedTransitionSourceConfiguration {
    StyledMatchedTransitionSourceConfiguration()
  }

  /// Accepted and has no effect: a terminal runs no zoom transition.
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some MatchedTransitionSourceConfiguration {
    StyledMatchedTransitionSourceConfiguration()
  }
}

extension View {
  /// Accepted and has no effect: marks this view as the source of a zoom transition, which a
  /// terminal does not run (it pushes the new view at once).
  public consuming func matchedTransitionSource(
    id: some Hashable, in namespace: Namespace.ID
  ) -> some View {
    self
  }

  /// Accepted and has no effect: marks this view as the source of a zoom transition styled by
  /// `configuration`, which a terminal does not run (it pushes the new view at once). The
  /// closure is not called.
  public consuming func matchedTransitionSource(
    id: some Hashable, in namespace: Namespace.ID,
    configuration: (EmptyMatchedTransitionSourceConfiguration) ->
      some MatchedTransitionSourceConfiguration
  ) -> some View {
    self
  }
}
