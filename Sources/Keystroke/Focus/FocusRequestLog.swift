/// The values an app gave its focus states since the last update (`focus = .password`,
/// `focus = nil`), so the host can move focus before it builds rather than after, when a build
/// would have drawn the old focus.
///
/// Only the last value given to each state is kept: it is the one focus follows.
final class FocusRequestLog {
  /// One value given to a focus state.
  struct Request: Equatable {
    /// The state and the value it was given.
    let link: FocusLink
    /// Whether the value says no view is focused (`nil`, or `false` for a `Bool` state).
    let clears: Bool
  }

  private var requests: [Request] = []

  /// An empty log.
  init() {}

  /// Notes that a state was given a value, replacing what was noted for that state before.
  func note(_ request: Request) {
    requests.removeAll { $0.link.state == request.link.state }
    requests.append(request)
  }

  /// The requests noted since the last call, oldest first; the log is empty afterwards.
  func take() -> [Request] {
    defer { requests.removeAll() }
    return requests
  }
}
