/// A symbol effect that lights the symbol's variable layers in turn, SwiftUI's
/// `VariableColorSymbolEffect` (from the Symbols framework). A terminal draws a symbol as one still
/// glyph, so the effect is accepted and not played.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect
{
  private var options: Set<String> = []

  /// The effect with the variants given.
  private func with(_ option: String) -> Self {
    var copy = self
    copy.options.insert(option)
    return copy
  }

  /// The effect that lights one layer at a time.
  public var iterative: VariableColorSymbolEffect { with("iterative") }

  /// The effect that keeps each layer lit as the next lights.
  public var cumulative: VariableColorSymbolEffect { with("cumulative") }

  /// The effect that plays back in reverse after each cycle.
  public var reversing: VariableColorSymbolEffect { with("reversing") }

  /// The effect that restarts each cycle from the first layer.
  public var nonReversing: VariableColorSymbolEffect { with("nonReversing") }

  /// The effect that hides the layers that are not lit.
  public var hideInactiveLayers: VariableColorSymbolEffect { with("hideInactiveLayers") }

  /// The effect that dims the layers that are not lit.
  public var dimInactiveLayers: VariableColorSymbolEffect { with("dimInactiveLayers") }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
  /// A symbol effect that lights the symbol's variable layers in turn.
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
