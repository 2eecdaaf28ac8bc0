import Foundation

/// The settings saves one host has waiting: a store changed while the host worked is saved
/// once its quiet period passes with no further change, on the host's clock (a timer of
/// ``HostTimers``), so a burst of changes (keys typed into a field bound to `@SceneStorage`)
/// writes the file once.
///
/// On a virtual clock the save happens when a `wait:` lets the quiet period pass, or when the
/// script ends (``saveAll()``); on the real clock, on the main queue, and at once when the app
/// quits.
@MainActor
final class HostSettingsSaves {
  /// A store with a save waiting.
  private struct Pending {
    let store: SettingsStore
    let quietPeriod: Double
    /// When the store last changed.
    var lastChange: Date
    /// The id of the timer that will look at it next.
    var timer: Int
  }

  private let timers: HostTimers
  private var pending: [ObjectIdentifier: Pending] = [:]

  /// Saves waiting on `timers`.
  init(timers: HostTimers) { self.timers = timers }

  /// Whether no save is waiting.
  var isEmpty: Bool { pending.isEmpty }

  /// Notes that `store` changed at `date`: it saves once `quietPeriod` seconds pass with no
  /// further change.
  func changed(_ store: SettingsStore, quietPeriod: Double, at date: Date) {
    let key = ObjectIdentifier(store)
    if pending[key] != nil {
      // The timer already set looks again when it fires and waits on if needed, so a burst
      // of changes costs no timer each.
      pending[key]?.lastChange = date
      return
    }
    pending[key] = Pending(
      store: store, quietPeriod: quietPeriod, lastChange: date,
      timer: arm(key, at: date.addingTimeInterval(quietPeriod)))
  }

  /// Saves every store with a save waiting, now.
  func saveAll() {
    let waiting = pending.values
    pending = [:]
    for entry in waiting {
      timers.remove(entry.timer)
      entry.store.saveChanges()
    }
  }

  private func arm(_ key: ObjectIdentifier, at date: Date) -> Int {
    timers.add(at: date) { [weak self] now in self?.fire(key, at: now) }
  }

  /// Saves the store when its quiet period has passed since its last change, else waits for
  /// the rest of it.
  private func fire(_ key: ObjectIdentifier, at now: Date) {
    guard let entry = pending[key] else { return }
    let due = entry.lastChange.addingTimeInterval(entry.quietPeriod)
    // A real timer never fires early; the margin keeps rounding from arming a second one.
    if due.timeIntervalSince(now) > 0.001 {
      pending[key]?.timer = arm(key, at: due)
      return
    }
    pending[key] = nil
    entry.store.saveChanges()
  }
}
