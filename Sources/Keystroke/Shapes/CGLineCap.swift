#if canImport(CoreGraphics)
@_exported import CoreGraphics
#else
/// How the ends of a stroked line look, CoreGraphics' `CGLineCap` (provided where CoreGraphics
/// is missing, so `StrokeStyle(lineCap: .round)` compiles); cells have no line ends to shape.
public enum CGLineCap: Int32, Sendable {
  /// Square ends at the end points.
  case butt
  /// Round ends.
  case round
  /// Square ends past the end points.
  case square
}
#endif
