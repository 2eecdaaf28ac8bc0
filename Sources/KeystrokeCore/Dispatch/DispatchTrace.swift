/// How one key was dispatched: every scope and binding considered, in order, and why each did
/// or did not match.
///
/// The steps are data; ``lines`` and ``description`` render them as stable text for tests and
/// for an `--explain` view. Rendering happens only when asked, so tracing costs little.
public struct DispatchTrace: Hashable, Sendable, CustomStringConvertible {
  /// The key that was dispatched.
  public var key: Shortcut
  /// The steps, in the order they happened.
  public var steps: [DispatchTraceStep]

  /// Creates a trace.
  public init(key: Shortcut, steps: [DispatchTraceStep]) {
    self.key = key
    self.steps = steps
  }

  /// One line for the key, then one per step.
  public var lines: [String] { ["key: \(key.traceText)"] + steps.map(\.line) }

  /// The lines joined with newlines.
  public var description: String { lines.joined(separator: "\n") }

  /// The verdicts given to candidates, in order.
  public var verdicts: [(DispatchCandidate, CandidateVerdict)] {
    steps.compactMap { step in
      if case .candidate(let candidate, let verdict) = step { return (candidate, verdict) }
      return nil
    }
  }
}
