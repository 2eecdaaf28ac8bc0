/// A symbol effect that makes the symbol disappear, SwiftUI's `DisappearSymbolEffect` (from the
/// Symbols framework). A terminal draws a symbol as one still glyph, so the effect is accepted and
/// not played.
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
  private var options: Set<String> = []

  /// The effect with the variants given.
  private func with(_ option: String) -> Self {
    var copy = self
    copy.options.insert(option)
    return copy
  }

  /// The effect that disappears growing upwards.
  public var up: DisappearSymbolEffect { with("up") }

  /// The effect that disappears shrinking downwards.
  public var down: DisappearSymbolEffect { with("down") }

  /// The effect that animates layer by layer.
  public var byLayer: DisappearSymbolEffect { with("byLayer") }

  /// The effect that animates the whole symbol at once.
  public var wholeSymbol: DisappearSymbolEffect { with("wholeSymbol") }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
  /// A symbol effect that makes the symbol disappear.
  public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
