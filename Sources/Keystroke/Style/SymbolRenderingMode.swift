/// How an SF Symbol's layers are coloured, SwiftUI's `SymbolRenderingMode`. A symbol is one
/// glyph in one colour on a terminal, so every mode draws it in the foreground colour.
public struct SymbolRenderingMode: Hashable, Sendable {
  private let name: String

  /// One colour for every layer.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// The symbol's own colours.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  /// One colour at several opacities.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// A colour per layer from the foreground styles.
  public static let palette = SymbolRenderingMode(name: "palette")
}
