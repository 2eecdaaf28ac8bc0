/// A task inside a project (named so as not to clash with Swift's `Task`).
public struct ProjectTask: Identifiable, Hashable, Sendable {
  /// The database row id.
  public let id: Int
  /// The project it belongs to.
  public let projectID: Int
  /// The name.
  public var name: String

  /// Creates a task.
  public init(id: Int, projectID: Int, name: String) {
    self.id = id
    self.projectID = projectID
    self.name = name
  }
}
