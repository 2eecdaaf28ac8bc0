/// One step of a dispatch: something checked, and what came of it.
public enum DispatchTraceStep: Hashable, Sendable {
  /// The snapshot was malformed in this way; dispatch went on without the missing part.
  case problem(SnapshotProblem)
  /// A pending chord timed out before this key; the key was dispatched on its own.
  case chordExpired(prefix: [Shortcut], idle: Duration)
  /// A pending chord was still open; the key was looked up as its next step.
  case chordContinued(prefix: [Shortcut])
  /// A pending chord ended without firing; the key itself was discarded.
  case chordCancelled(prefix: [Shortcut], byEscape: Bool)
  /// No text field has focus.
  case noTextField
  /// The focused text field does not take the key.
  case textFieldDeclines
  /// The focused text field takes the key, for this reason.
  case textFieldTakes(TextFieldFocus.Take)
  /// Dispatch entered a scope that has this many bindings starting with the key.
  case scope(DispatchScope, candidates: Int)
  /// A binding that starts with the key, and what came of it.
  case candidate(DispatchCandidate, CandidateVerdict)

  /// The step as one stable line of text; candidates are indented under their scope.
  public var line: String {
    switch self {
    case .problem(let problem):
      return "snapshot: \(problem.label)"
    case .chordExpired(let prefix, let idle):
      let milliseconds =
        idle.components.seconds * 1000 + idle.components.attoseconds / 1_000_000_000_000_000
      return
        "chord: \(prefix.traceText) expired after \(milliseconds) ms, key dispatched on its own"
    case .chordContinued(let prefix):
      return "chord: \(prefix.traceText) pending, key looked up as its next step"
    case .chordCancelled(let prefix, let byEscape):
      return byEscape
        ? "chord: \(prefix.traceText) cancelled by escape"
        : "chord: \(prefix.traceText) cancelled, nothing continues with this key, key discarded"
    case .noTextField:
      return "text field: none focused"
    case .textFieldDeclines:
      return "text field: does not take this key"
    case .textFieldTakes(let take):
      return "text field: takes it (\(take.rawValue))"
    case .scope(let scope, let count):
      let found = count == 0 ? "no binding" : count == 1 ? "1 binding" : "\(count) bindings"
      return "\(scope.label): \(found)"
    case .candidate(let candidate, let verdict):
      return "  \(candidate.label): \(verdict.phrase)"
    }
  }
}

extension [Shortcut] {
  /// The shortcuts in key-script spelling separated by spaces.
  fileprivate var traceText: String { map(\.traceText).joined(separator: " ") }
}
