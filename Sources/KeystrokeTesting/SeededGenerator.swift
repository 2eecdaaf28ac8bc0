/// A small random number generator that gives the same numbers for the same seed (SplitMix64),
/// for property tests whose failures must reproduce:
///
/// ```swift
/// var generator = SeededGenerator(seed: 42)
/// let length = Int.random(in: 0...80, using: &generator)
/// ```
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator that starts from `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next number of the sequence.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
