/// Why a binding that starts with the pressed key did or did not fire.
public enum CandidateVerdict: String, Hashable, Sendable {
  /// It matched, was enabled and was the first such binding: it fires.
  case fires
  /// Its first keys match and it needs more: it starts (or continues) a pending chord.
  case startsChord
  /// It can follow the pending chord that an earlier binding started.
  case continuesChord
  /// It matched but is disabled: skipped, and dispatch looks further.
  case disabled
  /// It matched and is enabled, but an earlier binding already decided.
  case shadowed
  /// It starts with the same key but its other keys differ.
  case differentKeys
  /// It sits in a layer beneath a modal sheet or alert, so it cannot be reached.
  case blockedByModalLayer

  /// A stable phrase for the trace.
  public var phrase: String {
    switch self {
    case .fires: return "fires"
    case .startsChord: return "starts a chord, waiting for the next key"
    case .continuesChord: return "can follow the pending keys"
    case .disabled: return "disabled, skipped"
    case .shadowed: return "not used, an earlier binding already decided"
    case .differentKeys: return "different keys"
    case .blockedByModalLayer: return "not reachable beneath a modal layer"
    }
  }
}
