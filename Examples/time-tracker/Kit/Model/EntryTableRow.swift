import ExampleSupport
import Foundation

/// One time entry as a row of the Time Entries table: the values its columns show and sort by.
public struct EntryTableRow: Identifiable, Hashable, Sendable {
  /// The entry's identifier.
  public let id: Int
  /// When the entry started; the Date column sorts by it.
  public let start: Date
  /// How long it ran; the Duration column sorts by it.
  public let duration: TimeInterval
  /// The day it started on, `Mon 2026-01-05`.
  public let day: String
  /// `09:00–09:25`, or ` 9:00 AM– 9:25 AM` with fixed-width 12-hour times.
  public let times: String
  /// `Project · Task`, on one line.
  public let title: String
  /// The note, on one line.
  public let note: String
  /// The total of the entry's day, for the line under the table.
  public let dayTotal: TimeInterval

  /// The row of `entry`, on a day whose heading and total are given.
  public init(
    entry: TimeEntry, title: String, day: String, dayTotal: TimeInterval, format: ClockFormat
  ) {
    id = entry.id
    start = entry.start
    duration = entry.duration
    self.day = day
    times = format.alignedTime(entry.start) + "–" + format.alignedTime(entry.end)
    self.title = title
    note = SingleLineText.display(entry.note)
    self.dayTotal = dayTotal
  }

  /// The rows of `groups` (days of entries), titled by `title`, in the order of `order`; rows
  /// that order leaves tied stay newest first.
  public static func rows(
    of groups: [DayGroup], format: ClockFormat, order: [KeyPathComparator<EntryTableRow>],
    title: (TimeEntry) -> String
  ) -> [EntryTableRow] {
    let rows = groups.flatMap { group in
      group.entries.map { entry in
        EntryTableRow(
          entry: entry, title: title(entry), day: group.heading, dayTotal: group.total,
          format: format)
      }
    }
    let tieBreak = [
      KeyPathComparator(\EntryTableRow.start, order: .reverse),
      KeyPathComparator(\EntryTableRow.id, order: .reverse),
    ]
    return rows.sorted(using: order + tieBreak)
  }
}
