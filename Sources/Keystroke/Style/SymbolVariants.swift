/// A variant of an SF Symbol (filled, circled, slashed…). `.symbolVariant(_:)` accepts it; the
/// terminal's glyph table has one glyph per symbol, so the variant does not change it.
public struct SymbolVariants: Hashable, Sendable {
  let names: [String]

  /// No variant.
  public static let none = SymbolVariants(names: [])
  /// The circled variant.
  public static let circle = SymbolVariants(names: ["circle"])
  /// The square variant.
  public static let square = SymbolVariants(names: ["square"])
  /// The rectangle variant.
  public static let rectangle = SymbolVariants(names: ["rectangle"])
  /// The filled variant.
  public static let fill = SymbolVariants(names: ["fill"])
  /// The slashed variant.
  public static let slash = SymbolVariants(names: ["slash"])

  /// This variant, circled.
  public var circle: SymbolVariants { SymbolVariants(names: names + ["circle"]) }
  /// This variant, in a square.
  public var square: SymbolVariants { SymbolVariants(names: names + ["square"]) }
  /// This variant, in a rectangle.
  public var rectangle: SymbolVariants { SymbolVariants(names: names + ["rectangle"]) }
  /// This variant, filled.
  public var fill: SymbolVariants { SymbolVariants(names: names + ["fill"]) }
  /// This variant, slashed.
  public var slash: SymbolVariants { SymbolVariants(names: names + ["slash"]) }

  /// Whether this variant includes `other`.
  public func contains(_ other: SymbolVariants) -> Bool {
    other.names.allSatisfy(names.contains)
  }
}
