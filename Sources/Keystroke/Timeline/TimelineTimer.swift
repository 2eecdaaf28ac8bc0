import Foundation

/// The one pending update of a ``TimelineView``: a single-shot timer on its host's clock that
/// marks the timeline's own node changed, so the next update rebuilds that subtree alone.
///
/// It is stopped when the timeline goes away, so a host with no timeline on screen has no
/// timeline timer.
@MainActor
final class TimelineTimer {
  private let invalidation: NodeInvalidation
  private var timers: HostTimers?
  private var pending: (id: Int, date: Date)?
  /// Whether the node runs ``stop()`` when it goes away.
  var stopsOnDisappear = false

  /// A timer that marks the node `invalidation` belongs to.
  init(invalidation: NodeInvalidation) { self.invalidation = invalidation }

  /// The date it waits for, if any.
  var pendingDate: Date? { pending?.date }

  /// Waits for `date` on `timers` (no longer waiting when `date` is `nil`), unless it already
  /// waits for that date there.
  func wait(until date: Date?, on timers: HostTimers) {
    if let pending, pending.date == date, self.timers === timers { return }
    stop()
    guard let date else { return }
    self.timers = timers
    let id = timers.add(at: date) { [weak self, invalidation] _ in
      self?.pending = nil
      invalidation.raise()
    }
    pending = (id, date)
  }

  /// Stops waiting.
  func stop() {
    if let pending { timers?.remove(pending.id) }
    pending = nil
    timers = nil
  }
}
