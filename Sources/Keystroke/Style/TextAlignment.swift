/// How the lines of multi-line text line up.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  /// Along the leading edge.
  case leading
  /// Centred.
  case center
  /// Along the trailing edge.
  case trailing
}
