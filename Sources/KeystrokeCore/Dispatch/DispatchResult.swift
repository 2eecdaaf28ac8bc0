/// The result of dispatching one key: what happened, why, and the chord state for the next key.
public struct DispatchResult: Hashable, Sendable {
  /// What the key did.
  public var outcome: DispatchOutcome
  /// How dispatch got there.
  public var trace: DispatchTrace
  /// The chord state to pass with the next key.
  public var chord: ChordState

  /// Creates a result.
  public init(outcome: DispatchOutcome, trace: DispatchTrace, chord: ChordState) {
    self.outcome = outcome
    self.trace = trace
    self.chord = chord
  }
}
