/// One step of a schema's history: the statements that take the database from `version - 1`
/// to `version`. The database's `user_version` records the last step applied.
public struct SQLiteMigration: Hashable, Sendable {
  /// The schema version this step produces (1 for the first).
  public let version: Int
  /// The statements, run in order inside one transaction.
  public let statements: [String]

  /// Creates a step.
  public init(version: Int, statements: [String]) {
    self.version = version
    self.statements = statements
  }
}
