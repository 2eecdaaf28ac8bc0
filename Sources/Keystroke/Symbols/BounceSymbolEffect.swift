/// A symbol effect that bounces the symbol, SwiftUI's `BounceSymbolEffect` (from the Symbols
/// framework). A terminal draws a symbol as one still glyph, so the effect is accepted and not
/// played.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  private var options: Set<String> = []

  /// The effect with the variants given.
  private func with(_ option: String) -> Self {
    var copy = self
    copy.options.insert(option)
    return copy
  }

  /// The effect that bounces upwards.
  public var up: BounceSymbolEffect { with("up") }

  /// The effect that bounces downwards.
  public var down: BounceSymbolEffect { with("down") }

  /// The effect that animates layer by layer.
  public var byLayer: BounceSymbolEffect { with("byLayer") }

  /// The effect that animates the whole symbol at once.
  public var wholeSymbol: BounceSymbolEffect { with("wholeSymbol") }
}

extension SymbolEffect where Self == BounceSymbolEffect {
  /// A symbol effect that bounces the symbol.
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
