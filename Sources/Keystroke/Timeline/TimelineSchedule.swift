import Foundation

/// A type that provides the dates at which a ``TimelineView`` updates its content.
///
/// Write your own by returning, from ``entries(from:mode:)``, a sequence of dates in
/// ascending order. The timeline shows the last date not later than the host's clock and
/// waits for the next one.
public protocol TimelineSchedule {
  /// How the schedule is being asked for dates.
  typealias Mode = TimelineScheduleMode

  /// The sequence of dates of a schedule.
  associatedtype Entries: Sequence where Entries.Element == Date

  /// The dates, in ascending order, starting around `startDate`.
  func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}
