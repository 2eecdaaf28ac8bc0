/// The settings problems waiting to be shown to the user, each shown once: a problem already
/// shown (or waiting) is not queued again, however often the store reports it.
@MainActor
final class SettingsNotices {
  private var pending: [String] = []
  private var seen: Set<String> = []

  /// The problem to show now, if any.
  var current: String? { pending.first }

  /// Queues the problems in `problems` that were never queued before; returns whether any was
  /// new.
  @discardableResult
  func take(_ problems: [String]) -> Bool {
    var added = false
    for problem in problems where !seen.contains(problem) {
      seen.insert(problem)
      pending.append(problem)
      added = true
    }
    return added
  }

  /// Whether ``take(_:)`` would queue any of `problems`.
  func wouldQueue(_ problems: [String]) -> Bool {
    problems.contains { !seen.contains($0) }
  }

  /// The user saw the current problem: go on to the next.
  func dismiss() {
    if !pending.isEmpty { pending.removeFirst() }
  }
}
