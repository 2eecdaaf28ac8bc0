/// One side of a conflict: a binding of the app, or the system or terminal it collides with.
public enum ConflictParty: Hashable, Sendable {
  /// A control or command of the app, with where it was found.
  case binding(DispatchCandidate)
  /// macOS, which owns or gives a standard meaning to the keys (the text names the use).
  case macOS(String)
  /// A terminal profile that cannot deliver the keys (the text names the profile).
  case terminal(String)

  /// A stable one-line name for reports.
  public var label: String {
    switch self {
    case .binding(let candidate): return "\(candidate.label) in \(candidate.scope.label)"
    case .macOS(let use): return "macOS (\(use))"
    case .terminal(let profile): return "terminal profile \(profile)"
    }
  }
}
