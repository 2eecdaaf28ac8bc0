import Foundation

/// The edit form's fields as typed, and whether they make a valid entry.
public struct EntryDraft: Hashable, Sendable {
  /// The start: a time of day or a date with a time, as ``ClockFormat`` reads them.
  public var start: String
  /// The end: a time of day (on the start's day) or a date with a time.
  public var end: String
  /// The project.
  public var projectID: Int
  /// The task, if any.
  public var taskID: Int?
  /// The note.
  public var note: String

  /// The fields of an existing entry, in the form the user chose, to the second.
  public init(entry: TimeEntry, format: ClockFormat) {
    start = format.editableDateTime(entry.start)
    end =
      format.calendar.isDate(entry.start, inSameDayAs: entry.end)
      ? format.editableTime(entry.end) : format.editableDateTime(entry.end)
    projectID = entry.projectID
    taskID = entry.taskID
    note = entry.note
  }

  /// Empty fields for a new entry on a project (and task).
  public init(projectID: Int, taskID: Int?) {
    start = ""
    end = ""
    self.projectID = projectID
    self.taskID = taskID
    note = ""
  }

  /// The entry these fields describe, or why they don't describe a valid one.
  ///
  /// A field still showing the original entry's time keeps that time exactly, seconds and
  /// all, so an unchanged entry (a timer's, a few seconds long) saves as it is.
  ///
  /// - Parameters:
  ///   - original: The entry being edited, or `nil` for a new one.
  ///   - day: The day a bare time of day is read on when there is no original entry.
  ///   - others: Every entry, which the result must not overlap (the original excepted).
  ///   - now: The present: an entry records time that has passed, so its end may not be later.
  ///     `nil` sets no limit.
  ///   - running: The running timer, whose time from its start to `now` (or on, with no `now`)
  ///     an entry may not overlap either: stopping it records that time.
  public func validated(
    original: TimeEntry?, on day: Date = Date(), others: [TimeEntry], format: ClockFormat,
    now: Date? = nil, running: RunningTimer? = nil
  ) -> Result<TimeEntry, EntryDraftProblem> {
    let shown = original.map { EntryDraft(entry: $0, format: format) }
    guard !start.trimmingCharacters(in: .whitespaces).isEmpty else {
      return .failure(.missingStart)
    }
    let startDate: Date
    if let original, let shown, start == shown.start {
      startDate = original.start
    } else if let parsed = format.parse(start, onDayOf: original?.start ?? day) {
      startDate = parsed
    } else {
      return .failure(.unreadableStart)
    }
    guard !end.trimmingCharacters(in: .whitespaces).isEmpty else {
      return .failure(.missingEnd)
    }
    let endDate: Date
    if let original, let shown, end == shown.end, start == shown.start {
      endDate = original.end
    } else if let parsed = format.parse(end, onDayOf: startDate) {
      endDate = parsed
    } else {
      return .failure(.unreadableEnd)
    }
    guard endDate > startDate else { return .failure(.endNotAfterStart) }
    if let now, endDate > now {
      return .failure(.endAfterNow(now))
    }
    let id = original?.id ?? 0
    let entry = TimeEntry(
      id: id, projectID: projectID, taskID: taskID, start: startDate, end: endDate, note: note)
    if let clash = others.first(where: { (original == nil || $0.id != id) && $0.overlaps(entry) }
    ) {
      return .failure(.overlaps(clash))
    }
    if let running, endDate > running.start {
      return .failure(.overlapsRunningTimer(running.start))
    }
    return .success(entry)
  }
}

/// Why an edit cannot be saved.
public enum EntryDraftProblem: Error, Hashable, Sendable {
  /// The start is empty.
  case missingStart
  /// The end is empty.
  case missingEnd
  /// The start is not a time the format reads.
  case unreadableStart
  /// The end is not a time the format reads.
  case unreadableEnd
  /// The end is at or before the start.
  case endNotAfterStart
  /// The end is later than the present (given): an entry records time that has passed.
  case endAfterNow(Date)
  /// The times overlap another entry.
  case overlaps(TimeEntry)
  /// The times reach into the running timer's time, which began at the date given.
  case overlapsRunningTimer(Date)

  /// A line for the form, with examples in the form the user chose.
  public func message(format: ClockFormat) -> String {
    let example = format.exampleTime
    let other = format.uses24Hours ? "9:05 PM" : "21:05"
    return switch self {
    case .missingStart: "Type a start time, like \(example)"
    case .missingEnd: "Type an end time, like \(example)"
    case .unreadableStart:
      "Start must be like \(example), \(other) or 2026-01-05 \(example)"
    case .unreadableEnd:
      "End must be like \(example), \(other) or 2026-01-05 \(example)"
    case .endNotAfterStart: "End must be after start"
    case .endAfterNow(let now):
      "End can't be later than now (\(format.time(now)))"
    case .overlapsRunningTimer(let start):
      "Overlaps the running timer (started \(format.time(start)))"
    case .overlaps(let other):
      "Overlaps the entry \(format.day(other.start)) \(format.time(other.start))–"
        + format.time(other.end)
    }
  }
}
