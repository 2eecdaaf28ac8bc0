/// The working colour space of an off-screen drawing, SwiftUI's `ColorRenderingMode`, which
/// `drawingGroup(opaque:colorMode:)` takes. A terminal draws cells directly, so it has no
/// effect.
public enum ColorRenderingMode: Hashable, Sendable, CaseIterable {
  /// Non-linear sRGB.
  case nonLinear
  /// Linear sRGB.
  case linear
  /// Linear sRGB beyond the 0–1 range.
  case extendedLinear
}
