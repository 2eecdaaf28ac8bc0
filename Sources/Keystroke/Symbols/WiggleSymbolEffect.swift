/// A symbol effect that wiggles the symbol, SwiftUI's `WiggleSymbolEffect` (from the Symbols
/// framework). A terminal draws a symbol as one still glyph, so the effect is accepted and not
/// played.
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  private var options: Set<String> = []

  /// The effect with the variants given.
  private func with(_ option: String) -> Self {
    var copy = self
    copy.options.insert(option)
    return copy
  }

  /// The effect that wiggles up.
  public var up: WiggleSymbolEffect { with("up") }

  /// The effect that wiggles down.
  public var down: WiggleSymbolEffect { with("down") }

  /// The effect that wiggles left.
  public var left: WiggleSymbolEffect { with("left") }

  /// The effect that wiggles right.
  public var right: WiggleSymbolEffect { with("right") }

  /// The effect that wiggles in the reading direction.
  public var forward: WiggleSymbolEffect { with("forward") }

  /// The effect that wiggles against the reading direction.
  public var backward: WiggleSymbolEffect { with("backward") }

  /// The effect that wiggles clockwise.
  public var clockwise: WiggleSymbolEffect { with("clockwise") }

  /// The effect that wiggles counter-clockwise.
  public var counterClockwise: WiggleSymbolEffect { with("counterClockwise") }

  /// The effect that animates layer by layer.
  public var byLayer: WiggleSymbolEffect { with("byLayer") }

  /// The effect that animates the whole symbol at once.
  public var wholeSymbol: WiggleSymbolEffect { with("wholeSymbol") }

}

extension SymbolEffect where Self == WiggleSymbolEffect {
  /// A symbol effect that wiggles the symbol.
  public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}
