/// An animation applied to a symbol image, the Symbols framework's `SymbolEffect`, which
/// SwiftUI apps use through `.symbolEffect`. A terminal draws a symbol as one still glyph, so
/// effects are accepted and not played.
public protocol SymbolEffect: Hashable, Sendable {}

/// A symbol effect that plays once each time a value changes, such as `.bounce`.
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// A symbol effect that lasts while it is active, such as `.pulse`.
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// A symbol effect that brings a symbol in or takes it out, such as `.appear`.
public protocol TransitionSymbolEffect: SymbolEffect {}

/// A symbol effect that replaces one symbol with another, such as `.replace`.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}
