import Foundation

/// One day's entries, newest first, with their total.
///
/// A class of constants rather than a struct: the list hands every day to its section builder
/// on each update, and passing a reference costs one retain where a struct with an array and
/// strings costs one per field.
public final class DayGroup: Identifiable, Hashable, Sendable {
  /// The start of the day.
  public let day: Date
  /// The entries that started that day, newest first.
  public let entries: [TimeEntry]
  /// Their total duration.
  public let total: TimeInterval
  /// The day as a heading, `Mon 2026-01-05`, worked out once when the entries are grouped.
  public let heading: String
  /// The heading with the day's total, `Mon 2026-01-05   total 8:20`, for the list: worked
  /// out once too, since the list reads every day's title on each update.
  public let title: String

  /// The day identifies the group.
  public var id: Date { day }

  /// A day's group.
  public init(day: Date, entries: [TimeEntry], total: TimeInterval, heading: String, title: String)
  {
    self.day = day
    self.entries = entries
    self.total = total
    self.heading = heading
    self.title = title
  }

  /// Groups with the same day, entries and texts are equal.
  public static func == (lhs: DayGroup, rhs: DayGroup) -> Bool {
    lhs.day == rhs.day && lhs.entries == rhs.entries && lhs.total == rhs.total
      && lhs.title == rhs.title
  }

  /// Hashes the day and its entries.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(day)
    hasher.combine(entries)
  }

  /// Groups `entries` by the day they start on, newest day first.
  public static func grouping(_ entries: [TimeEntry], calendar: Calendar) -> [DayGroup] {
    let sorted = entries.sorted { $0.start > $1.start }
    let format = ClockFormat(calendar: calendar)
    var groups: [DayGroup] = []
    var current: [TimeEntry] = []
    var currentDay: Date?
    func flush() {
      if let currentDay, !current.isEmpty {
        let total = current.reduce(0) { $0 + $1.duration }
        let heading = format.day(currentDay)
        groups.append(
          DayGroup(
            day: currentDay, entries: current, total: total, heading: heading,
            title: heading + "   total " + DurationText.hoursMinutes(total)))
      }
      current = []
    }
    // The calendar is asked once a day, not once an entry: entries come newest first, so one
    // that starts no earlier than the current day's start is in that day.
    for entry in sorted {
      if let currentDay, entry.start >= currentDay {
        current.append(entry)
        continue
      }
      flush()
      currentDay = calendar.startOfDay(for: entry.start)
      current.append(entry)
    }
    flush()
    return groups
  }
}
