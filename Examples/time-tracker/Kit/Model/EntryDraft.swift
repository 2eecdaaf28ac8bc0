import Foundation

/// The edit form's fields as typed, and whether they make a valid entry.
public struct EntryDraft: Hashable, Sendable {
  /// The start, as `HH:mm` or `yyyy-MM-dd HH:mm`.
  public var start: String
  /// The end, as `HH:mm` (on the start's day) or `yyyy-MM-dd HH:mm`.
  public var end: String
  /// The project.
  public var projectID: Int
  /// The task, if any.
  public var taskID: Int?
  /// The note.
  public var note: String

  /// The fields of an existing entry.
  public init(entry: TimeEntry, format: ClockFormat) {
    start = format.editableDateTime(entry.start)
    end =
      format.calendar.isDate(entry.start, inSameDayAs: entry.end)
      ? format.editableTime(entry.end) : format.editableDateTime(entry.end)
    projectID = entry.projectID
    taskID = entry.taskID
    note = entry.note
  }

  /// The entry these fields describe, or why they don't describe a valid one.
  ///
  /// - Parameters:
  ///   - original: The entry being edited (its id and its day for bare `HH:mm` starts).
  ///   - others: Every other entry, which the result must not overlap.
  public func validated(original: TimeEntry, others: [TimeEntry], format: ClockFormat)
    -> Result<TimeEntry, EntryDraftProblem>
  {
    guard let startDate = format.parse(start, onDayOf: original.start) else {
      return .failure(.unreadableStart)
    }
    guard let endDate = format.parse(end, onDayOf: startDate) else {
      return .failure(.unreadableEnd)
    }
    guard endDate > startDate else { return .failure(.endNotAfterStart) }
    let entry = TimeEntry(
      id: original.id, projectID: projectID, taskID: taskID, start: startDate, end: endDate,
      note: note)
    if let clash = others.first(where: { $0.id != original.id && $0.overlaps(entry) }) {
      return .failure(.overlaps(clash))
    }
    return .success(entry)
  }
}

/// Why an edit cannot be saved.
public enum EntryDraftProblem: Error, Hashable, Sendable {
  /// The start is not `HH:mm` or `yyyy-MM-dd HH:mm`.
  case unreadableStart
  /// The end is not `HH:mm` or `yyyy-MM-dd HH:mm`.
  case unreadableEnd
  /// The end is at or before the start.
  case endNotAfterStart
  /// The times overlap another entry.
  case overlaps(TimeEntry)

  /// A line for the form.
  public func message(format: ClockFormat) -> String {
    switch self {
    case .unreadableStart: "Start must be HH:mm or yyyy-MM-dd HH:mm"
    case .unreadableEnd: "End must be HH:mm or yyyy-MM-dd HH:mm"
    case .endNotAfterStart: "End must be after start"
    case .overlaps(let other):
      "Overlaps the entry \(format.day(other.start)) \(format.time(other.start))–"
        + format.time(other.end)
    }
  }
}
