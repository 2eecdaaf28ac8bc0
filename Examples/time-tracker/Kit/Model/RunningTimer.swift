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
}
