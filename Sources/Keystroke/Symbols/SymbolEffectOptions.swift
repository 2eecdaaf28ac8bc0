/// How a symbol effect plays: how often it repeats and how fast, the Symbols framework's
/// `SymbolEffectOptions`. Effects are not played in a terminal.
public struct SymbolEffectOptions: Hashable, Sendable {
  private var repetitions: RepeatBehavior?
  private var pace = 1.0

  /// How an effect repeats.
  public struct RepeatBehavior: Hashable, Sendable {
    private let count: Int?
    private let delay: Double?
    private let continuous: Bool

    /// The effect repeats without stopping between plays.
    public static var continuous: RepeatBehavior {
      RepeatBehavior(count: nil, delay: nil, continuous: true)
    }
    /// The effect repeats with the platform's pause between plays.
    public static var periodic: RepeatBehavior {
      RepeatBehavior(count: nil, delay: nil, continuous: false)
    }
    /// The effect plays `count` times (or without end when `nil`), `delay` seconds apart.
    public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
      RepeatBehavior(count: count, delay: delay, continuous: false)
    }
  }

  /// The effect's usual options.
  public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
  /// The effect repeats.
  public static var repeating: SymbolEffectOptions { SymbolEffectOptions().repeating }
  /// The effect plays once.
  public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions().nonRepeating }

  /// The effect plays `count` times.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions {
    SymbolEffectOptions().repeat(count)
  }
  /// The effect repeats as `behavior` says.
  public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
    SymbolEffectOptions().repeat(behavior)
  }
  /// The effect plays at `speed` times its usual pace.
  public static func speed(_ speed: Double) -> SymbolEffectOptions {
    SymbolEffectOptions().speed(speed)
  }

  /// These options, repeating.
  public var repeating: SymbolEffectOptions { self.repeat(.periodic) }
  /// These options, playing once.
  public var nonRepeating: SymbolEffectOptions { self.repeat(1) }

  /// These options, playing `count` times.
  public func `repeat`(_ count: Int) -> SymbolEffectOptions { self.repeat(.periodic(count)) }

  /// These options, repeating as `behavior` says.
  public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
    var copy = self
    copy.repetitions = behavior
    return copy
  }

  /// These options at `speed` times the usual pace.
  public func speed(_ speed: Double) -> SymbolEffectOptions {
    var copy = self
    copy.pace = speed
    return copy
  }
}
