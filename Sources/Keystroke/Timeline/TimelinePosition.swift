import Foundation

/// Where a timeline stands at a moment: the schedule's date it shows and the one it waits for.
struct TimelinePosition: Equatable {
  /// How many of a schedule's dates are looked at before giving up on finding one later than
  /// the moment, so a schedule that starts far back at a small interval cannot hang a build.
  static let searchLimit = 10_000

  /// The last date of the schedule not later than the moment, or the moment itself when the
  /// schedule has none yet.
  let date: Date
  /// The first date of the schedule later than the moment: when the timeline updates next.
  /// `nil` when the schedule has no later date (an explicit schedule past its last date, a
  /// paused animation).
  let next: Date?
}

extension TimelinePosition {
  /// The position in `entries` (dates in ascending order) at `now`.
  init<Entries: Sequence>(entries: Entries, now: Date) where Entries.Element == Date {
    var shown: Date?
    var upcoming: Date?
    for (index, entry) in entries.enumerated() {
      if entry > now {
        upcoming = entry
        break
      }
      if shown.map({ entry > $0 }) ?? true { shown = entry }
      if index + 1 >= Self.searchLimit { break }
    }
    self.init(date: shown ?? now, next: upcoming)
  }
}
