/// A symbol effect that rotates the symbol, SwiftUI's `RotateSymbolEffect` (from the Symbols
/// framework). A terminal draws a symbol as one still glyph, so the effect is accepted and not
/// played.
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  private var options: Set<String> = []

  /// The effect with the variants given.
  private func with(_ option: String) -> Self {
    var copy = self
    copy.options.insert(option)
    return copy
  }

  /// The effect that rotates clockwise.
  public var clockwise: RotateSymbolEffect { with("clockwise") }

  /// The effect that rotates counter-clockwise.
  public var counterClockwise: RotateSymbolEffect { with("counterClockwise") }

  /// The effect that animates layer by layer.
  public var byLayer: RotateSymbolEffect { with("byLayer") }

  /// The effect that animates the whole symbol at once.
  public var wholeSymbol: RotateSymbolEffect { with("wholeSymbol") }
}

extension SymbolEffect where Self == RotateSymbolEffect {
  /// A symbol effect that rotates the symbol.
  public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}
