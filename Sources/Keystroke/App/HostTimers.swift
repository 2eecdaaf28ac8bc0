import Dispatch
import Foundation

/// The timers of one host, run on the host's clock: repeating ones (`Timer.publish`) and
/// single-shot ones (a `TimelineView`'s next date).
///
/// On a virtual clock (headless `--play`, `TestHost`) nothing fires by itself: the host calls
/// ``fireDue(until:setClock:)`` when a `wait:` advances the clock, and every tick due in that
/// span fires in order, so a script's outcome never depends on real time. On the real clock
/// the timers arm the main queue for their next tick.
@MainActor
final class HostTimers {
  /// One timer.
  private struct Entry {
    let id: Int
    var next: Date
    /// The time between ticks; `nil` for a timer that fires once.
    let interval: TimeInterval?
    let fire: @MainActor (Date) -> Void
  }

  /// The most ticks one advance fires; later ticks in that span are skipped, as a real timer
  /// skips the fires it missed, so a tiny interval and a long wait cannot hang the host.
  static let tickLimit = 100_000
  /// The shortest interval, so that a zero or negative one still makes progress.
  static let minimumInterval: TimeInterval = 0.001

  /// Timers started outside every host, on the real clock.
  static let unhosted = HostTimers(isVirtual: false)

  private let isVirtual: Bool
  private var entries: [Entry] = []
  private var nextID = 0
  private var armedGeneration = 0

  /// Timers on a virtual clock, which the host advances, or on the real clock.
  init(isVirtual: Bool) { self.isVirtual = isVirtual }

  /// Whether no timer runs.
  var isEmpty: Bool { entries.isEmpty }

  /// The date of the earliest tick.
  var nextDate: Date? { entries.map(\.next).min() }

  /// Starts a timer that first fires `interval` after `start`, then every `interval`; returns
  /// its id for ``remove(_:)``.
  func add(interval: TimeInterval, start: Date, fire: @escaping @MainActor (Date) -> Void) -> Int {
    nextID += 1
    let interval = interval.isFinite ? max(Self.minimumInterval, interval) : Self.minimumInterval
    entries.append(
      Entry(id: nextID, next: start.addingTimeInterval(interval), interval: interval, fire: fire))
    armRealClock()
    return nextID
  }

  /// Starts a timer that fires once, at `date` (at once if that is past), and is then gone;
  /// returns its id for ``remove(_:)``.
  func add(at date: Date, fire: @escaping @MainActor (Date) -> Void) -> Int {
    nextID += 1
    entries.append(Entry(id: nextID, next: date, interval: nil, fire: fire))
    armRealClock()
    return nextID
  }

  /// Stops a timer.
  func remove(_ id: Int) {
    entries.removeAll { $0.id == id }
    armRealClock()
  }

  /// Fires, in date order (ties in the order the timers started), every tick due at or before
  /// `date`; `setClock` is given each tick's date before it fires. Returns how many fired.
  @discardableResult
  func fireDue(until date: Date, setClock: (Date) -> Void = { _ in }) -> Int {
    var fired = 0
    while fired < Self.tickLimit {
      guard let index = dueIndex(until: date) else { return fired }
      let entry = entries[index]
      if let interval = entry.interval {
        entries[index].next = entry.next.addingTimeInterval(interval)
      } else {
        entries.remove(at: index)
      }
      setClock(entry.next)
      entry.fire(isVirtual ? entry.next : Date())
      fired += 1
    }
    for index in entries.indices where entries[index].next <= date {
      // A single-shot timer still due fires on the next advance.
      guard let interval = entries[index].interval else { continue }
      let missed = (date.timeIntervalSince(entries[index].next) / interval).rounded(.down)
      entries[index].next = entries[index].next.addingTimeInterval((missed + 1) * interval)
    }
    return fired
  }

  /// The entry with the earliest tick at or before `date`.
  private func dueIndex(until date: Date) -> Int? {
    var best: Int?
    for index in entries.indices where entries[index].next <= date {
      if let current = best, entries[current].next <= entries[index].next { continue }
      best = index
    }
    return best
  }

  /// On the real clock, asks the main queue to fire the next tick when it is due; what was
  /// asked before is void, so a removed timer's wake-up does nothing.
  private func armRealClock() {
    guard !isVirtual else { return }
    armedGeneration += 1
    guard let next = nextDate else { return }
    let generation = armedGeneration
    let delay = max(0, next.timeIntervalSinceNow)
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.armedGeneration == generation else { return }
        self.fireDue(until: Date())
        self.armRealClock()
      }
    }
  }
}
