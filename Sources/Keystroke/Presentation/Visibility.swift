/// Whether something is shown: decided by the context, always, or never.
public enum Visibility: Hashable, Sendable, CaseIterable {
  /// Let the context decide.
  case automatic
  /// Show it.
  case visible
  /// Hide it.
  case hidden
}
