/// How a declared shortcut reaches the app on a given terminal.
public enum KeyResolution: Hashable, Sendable {
  /// The terminal delivers the shortcut as written.
  case direct
  /// The user presses another shortcut, which stands for the declared one; `reason` says why.
  case fallback(Shortcut, reason: String)
  /// No keys reach the app as this shortcut on this terminal; `reason` says why.
  case unreachable(reason: String)

  /// The keys the user presses for `declared`, or `nil` when it is unreachable.
  public func pressed(for declared: Shortcut) -> Shortcut? {
    switch self {
    case .direct: return declared
    case .fallback(let pressed, _): return pressed
    case .unreachable: return nil
    }
  }
}
