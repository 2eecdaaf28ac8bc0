import Foundation

/// A schedule that updates a timeline at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  /// The starts of successive minutes.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date

    /// The next minute's start.
    public mutating func next() -> Date? {
      defer { upcoming = upcoming.addingTimeInterval(60) }
      return upcoming
    }
  }

  /// Creates a per-minute schedule.
  public init() {}

  /// The starts of minutes, from the start of `startDate`'s minute on: a timeline that
  /// appears at 10:09:55 shows 10:09:00 first, then 10:10:00 when it comes.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
    return Entries(upcoming: Date(timeIntervalSinceReferenceDate: minute))
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// A schedule that updates at the start of every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
