/// A project time is tracked against.
public struct Project: Identifiable, Hashable, Sendable {
  /// The database row id.
  public let id: Int
  /// The name shown everywhere.
  public var name: String
  /// Archived projects stay in reports but are not offered for new timers.
  public var isArchived: Bool

  /// Creates a project.
  public init(id: Int, name: String, isArchived: Bool = false) {
    self.id = id
    self.name = name
    self.isArchived = isArchived
  }
}
