extension View {
  /// Accepted and has no effect: a terminal draws a symbol as one still glyph, so an effect
  /// that lasts while `isActive` is not played.
  public consuming func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View { self }

  /// Accepted and has no effect: a terminal draws a symbol as one still glyph, so an effect
  /// played when `value` changes is not played.
  public consuming func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View { self }

  /// Accepted and has no effect: no symbol effect is played, so there is none to remove.
  public consuming func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

extension ContentTransition {
  /// The symbol is replaced with `effect`, SwiftUI's symbol content transition; a terminal
  /// shows the new symbol at once.
  public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> ContentTransition {
    .identity
  }

  /// The platform's symbol replacement; a terminal shows the new symbol at once.
  public static var symbolEffect: ContentTransition { .identity }
}
