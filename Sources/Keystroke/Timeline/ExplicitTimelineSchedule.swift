import Foundation

/// A schedule that updates a timeline at the dates it is given, and not after the last one.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule
where Entries.Element == Date {
  let dates: Entries

  /// A schedule of `dates`, which should ascend.
  public init(_ dates: Entries) { self.dates = dates }

  /// The dates given, whatever `startDate` and `mode` are.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension ExplicitTimelineSchedule: Sendable where Entries: Sendable {}

extension TimelineSchedule {
  /// A schedule that updates at the given dates, which should ascend.
  public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date {
    ExplicitTimelineSchedule(dates)
  }
}
