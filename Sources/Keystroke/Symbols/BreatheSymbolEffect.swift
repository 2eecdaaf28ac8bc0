/// A symbol effect that makes the symbol breathe, growing and shrinking, SwiftUI's
/// `BreatheSymbolEffect` (from the Symbols framework). A terminal draws a symbol as one still
/// glyph, so the effect is accepted and not played.
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  private var options: Set<String> = []

  /// The effect with the variants given.
  private func with(_ option: String) -> Self {
    var copy = self
    copy.options.insert(option)
    return copy
  }

  /// The effect that breathes by scaling.
  public var plain: BreatheSymbolEffect { with("plain") }

  /// The effect that breathes by scaling and fading.
  public var pulse: BreatheSymbolEffect { with("pulse") }

  /// The effect that animates layer by layer.
  public var byLayer: BreatheSymbolEffect { with("byLayer") }

  /// The effect that animates the whole symbol at once.
  public var wholeSymbol: BreatheSymbolEffect { with("wholeSymbol") }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
  /// A symbol effect that makes the symbol breathe, growing and shrinking.
  public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
