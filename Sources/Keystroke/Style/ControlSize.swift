/// The size of controls; `.controlSize(_:)` accepts it, and a terminal draws every size the
/// same (one line per control).
public enum ControlSize: Hashable, Sendable, CaseIterable {
  /// The smallest size.
  case mini
  /// A small size.
  case small
  /// The default size.
  case regular
  /// A large size.
  case large
  /// The largest size.
  case extraLarge
}
