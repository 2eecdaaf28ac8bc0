import Foundation

/// A schedule that updates a timeline at a fixed interval from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  /// The dates of a periodic schedule, one interval apart.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date
    let interval: TimeInterval

    /// The next date.
    public mutating func next() -> Date? {
      defer { upcoming = upcoming.addingTimeInterval(interval) }
      return upcoming
    }
  }

  /// The shortest interval, so that a zero or negative one still moves on.
  static let minimumInterval: TimeInterval = 0.01

  let start: Date
  let interval: TimeInterval

  /// A schedule every `interval` seconds, in step with `startDate`.
  public init(from startDate: Date, by interval: TimeInterval) {
    start = startDate
    self.interval =
      interval.isFinite ? max(Self.minimumInterval, interval) : Self.minimumInterval
  }

  /// The schedule's dates from the last one not later than `startDate` (its start, when
  /// `startDate` is earlier).
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    let elapsed = startDate.timeIntervalSince(start)
    let ticks = elapsed > 0 ? (elapsed / interval).rounded(.down) : 0
    return Entries(upcoming: start.addingTimeInterval(ticks * interval), interval: interval)
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// A schedule that updates every `interval` seconds, in step with `startDate`.
  public static func periodic(from startDate: Date, by interval: TimeInterval)
    -> PeriodicTimelineSchedule
  {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}
