#if !canImport(CoreGraphics)
/// How the joins of a stroked line look, CoreGraphics' `CGLineJoin` (provided where
/// CoreGraphics is missing, so `StrokeStyle(lineJoin: .round)` compiles); cells join lines
/// with box-drawing corners.
public enum CGLineJoin: Int32, Sendable {
  /// Sharp joins.
  case miter
  /// Round joins.
  case round
  /// Cut-off joins.
  case bevel
}
#endif
