import Foundation

/// The time tracked per project in the week containing a date.
public struct WeeklyTotals: Hashable, Sendable {
  /// The first day of the week.
  public let weekStart: Date
  /// The first day of the next week.
  public let weekEnd: Date
  /// Project ids with their totals, largest first.
  public let perProject: [(projectID: Int, total: TimeInterval)]
  /// The week's total.
  public var total: TimeInterval { perProject.reduce(0) { $0 + $1.total } }

  /// The first weekday the `weekStart` setting names: 1 (Sunday) as it is, anything else
  /// (2, or a value edited into the settings file such as 99) Monday, as the More tab offers
  /// only those two.
  public static func firstWeekday(setting: Int) -> Int { setting == 1 ? 1 : 2 }

  /// Sums `entries` starting in the week of `date`; `firstWeekday` is 1 for Sunday, 2 for
  /// Monday.
  public init(entries: [TimeEntry], containing date: Date, firstWeekday: Int, calendar: Calendar) {
    var calendar = calendar
    calendar.firstWeekday = firstWeekday
    let start =
      calendar.dateInterval(of: .weekOfYear, for: date)?.start ?? calendar.startOfDay(for: date)
    let end = calendar.date(byAdding: .day, value: 7, to: start) ?? start
    var sums: [Int: TimeInterval] = [:]
    for entry in entries where entry.start >= start && entry.start < end {
      sums[entry.projectID, default: 0] += entry.duration
    }
    weekStart = start
    weekEnd = end
    perProject = sums.map { (projectID: $0.key, total: $0.value) }
      .sorted { $0.total != $1.total ? $0.total > $1.total : $0.projectID < $1.projectID }
  }

  /// Compares the week and the totals.
  public static func == (lhs: WeeklyTotals, rhs: WeeklyTotals) -> Bool {
    lhs.weekStart == rhs.weekStart
      && lhs.perProject.map(\.projectID) == rhs.perProject.map(\.projectID)
      && lhs.perProject.map(\.total) == rhs.perProject.map(\.total)
  }

  /// Hashes the week and the totals.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(weekStart)
    for item in perProject {
      hasher.combine(item.projectID)
      hasher.combine(item.total)
    }
  }
}
