import Foundation

/// A stretch of tracked time.
public struct TimeEntry: Identifiable, Hashable, Sendable {
  /// The database row id.
  public let id: Int
  /// The project.
  public var projectID: Int
  /// The task, if one was chosen.
  public var taskID: Int?
  /// When it started.
  public var start: Date
  /// When it ended (after `start`).
  public var end: Date
  /// A free-text note.
  public var note: String

  /// Creates an entry.
  public init(id: Int, projectID: Int, taskID: Int?, start: Date, end: Date, note: String = "") {
    self.id = id
    self.projectID = projectID
    self.taskID = taskID
    self.start = start
    self.end = end
    self.note = note
  }

  /// How long it lasted.
  public var duration: TimeInterval { end.timeIntervalSince(start) }

  /// How much of it had passed at `now`: all of it once it has ended, none before it began.
  public func elapsed(at now: Date) -> TimeInterval {
    max(0, min(end, now).timeIntervalSince(start))
  }

  /// Whether it shares any time with `other` (touching ends do not count).
  public func overlaps(_ other: TimeEntry) -> Bool {
    start < other.end && other.start < end
  }
}
