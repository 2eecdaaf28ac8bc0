/// A symbol effect that scales the symbol, SwiftUI's `ScaleSymbolEffect` (from the Symbols
/// framework). A terminal draws a symbol as one still glyph, so the effect is accepted and not
/// played.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
  private var options: Set<String> = []

  /// The effect with the variants given.
  private func with(_ option: String) -> Self {
    var copy = self
    copy.options.insert(option)
    return copy
  }

  /// The effect that scales up.
  public var up: ScaleSymbolEffect { with("up") }

  /// The effect that scales down.
  public var down: ScaleSymbolEffect { with("down") }

  /// The effect that animates layer by layer.
  public var byLayer: ScaleSymbolEffect { with("byLayer") }

  /// The effect that animates the whole symbol at once.
  public var wholeSymbol: ScaleSymbolEffect { with("wholeSymbol") }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
  /// A symbol effect that scales the symbol.
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
