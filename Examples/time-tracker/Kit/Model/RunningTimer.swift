import Foundation

/// The one timer that may be running, stored so it keeps running across restarts.
public struct RunningTimer: Hashable, Sendable {
  /// The project being timed.
  public var projectID: Int
  /// The task, if any.
  public var taskID: Int?
  /// When the timer started.
  public var start: Date

  /// Creates a running timer.
  public init(projectID: Int, taskID: Int?, start: Date) {
    self.projectID = projectID
    self.taskID = taskID
    self.start = start
  }

  /// The entry that already covers `start` (began at or before it and ends after it), if any:
  /// a timer started there would record time that entry already holds.
  public static func entry(covering start: Date, in entries: [TimeEntry]) -> TimeEntry? {
    entries.first { $0.start <= start && start < $0.end }
  }

  /// Where the entry this timer records ends if stopped at `end`: there, or at the start of
  /// the first entry that began since the timer did (another copy of the app may have added
  /// one), so the recorded time overlaps nothing. `nil` when that leaves no time at all. A
  /// stop within the timer's first second records one second.
  public func end(stoppingAt end: Date, among entries: [TimeEntry]) -> Date? {
    let wanted = max(end, start.addingTimeInterval(1))
    let limit = entries.lazy.filter { $0.end > self.start && $0.start < wanted }.map(\.start).min()
    guard let limit else { return wanted }
    return limit > start ? limit : nil
  }
}
