/// Whether some piece of interface shows: decided by the framework, shown, or hidden.
public enum Visibility: Hashable, CaseIterable, Sendable {
  /// The framework decides.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}
