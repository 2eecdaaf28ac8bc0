/// A symbol effect that replaces one symbol with another, SwiftUI's `ReplaceSymbolEffect` (from the
/// Symbols framework). A terminal draws a symbol as one still glyph, so the effect is accepted and
/// not played.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
  private var options: Set<String> = []

  /// The effect with the variants given.
  private func with(_ option: String) -> Self {
    var copy = self
    copy.options.insert(option)
    return copy
  }

  /// The effect that the old symbol scales down and the new one up.
  public var downUp: ReplaceSymbolEffect { with("downUp") }

  /// The effect that both symbols scale up.
  public var upUp: ReplaceSymbolEffect { with("upUp") }

  /// The effect that the old symbol goes at once and the new one scales up.
  public var offUp: ReplaceSymbolEffect { with("offUp") }

  /// The effect that animates layer by layer.
  public var byLayer: ReplaceSymbolEffect { with("byLayer") }

  /// The effect that animates the whole symbol at once.
  public var wholeSymbol: ReplaceSymbolEffect { with("wholeSymbol") }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
  /// A symbol effect that replaces one symbol with another.
  public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}
