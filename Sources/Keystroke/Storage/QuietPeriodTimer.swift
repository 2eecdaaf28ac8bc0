import Dispatch

/// Runs an action once a burst of notices has been followed by a stretch of quiet: each
/// ``arm()`` moves the run to `delay` seconds later, ``cancel()`` drops it. It runs on the
/// main queue, on the real clock (only system notices arm it; a headless host sends none).
///
/// A folder watch uses it to tell its handler once more after the last change it heard of:
/// a writer may make its change visible only after its last write to the folder (SQLite in
/// WAL mode publishes a commit through shared memory, which the system does not report).
@MainActor
final class QuietPeriodTimer {
  private let delay: Double
  private let action: @MainActor () -> Void
  /// Counts arms and cancels, so that only the latest arm's run acts.
  private var generation = 0

  /// A timer that runs `action` `delay` seconds after the last ``arm()``.
  init(delay: Double, action: @escaping @MainActor () -> Void) {
    self.delay = delay
    self.action = action
  }

  /// Schedules the action `delay` seconds from now, replacing a run already scheduled.
  func arm() {
    generation += 1
    let armed = generation
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.generation == armed else { return }
        self.action()
      }
    }
  }

  /// Drops the scheduled run, if any.
  func cancel() { generation += 1 }
}
