/// A symbol effect that fades the symbol's opacity in and out, SwiftUI's `PulseSymbolEffect` (from
/// the Symbols framework). A terminal draws a symbol as one still glyph, so the effect is accepted
/// and not played.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  private var options: Set<String> = []

  /// The effect with the variants given.
  private func with(_ option: String) -> Self {
    var copy = self
    copy.options.insert(option)
    return copy
  }

  /// The effect that animates layer by layer.
  public var byLayer: PulseSymbolEffect { with("byLayer") }

  /// The effect that animates the whole symbol at once.
  public var wholeSymbol: PulseSymbolEffect { with("wholeSymbol") }
}

extension SymbolEffect where Self == PulseSymbolEffect {
  /// A symbol effect that fades the symbol's opacity in and out.
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
