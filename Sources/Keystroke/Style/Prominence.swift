/// How prominent a section header is; `.headerProminence(_:)` accepts it. Headers are bold in
/// a terminal whatever the prominence.
public enum Prominence: Hashable, Sendable, CaseIterable {
  /// The standard prominence.
  case standard
  /// A more prominent header.
  case increased
}
