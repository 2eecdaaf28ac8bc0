/// A symbol effect that makes the symbol appear, SwiftUI's `AppearSymbolEffect` (from the Symbols
/// framework). A terminal draws a symbol as one still glyph, so the effect is accepted and not
/// played.
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
  private var options: Set<String> = []

  /// The effect with the variants given.
  private func with(_ option: String) -> Self {
    var copy = self
    copy.options.insert(option)
    return copy
  }

  /// The effect that appears growing upwards.
  public var up: AppearSymbolEffect { with("up") }

  /// The effect that appears shrinking downwards.
  public var down: AppearSymbolEffect { with("down") }

  /// The effect that animates layer by layer.
  public var byLayer: AppearSymbolEffect { with("byLayer") }

  /// The effect that animates the whole symbol at once.
  public var wholeSymbol: AppearSymbolEffect { with("wholeSymbol") }
}

extension SymbolEffect where Self == AppearSymbolEffect {
  /// A symbol effect that makes the symbol appear.
  public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
