import Foundation

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

  /// The tables this step creates (`CREATE TABLE [IF NOT EXISTS] name`), lowercased.
  public var createdTables: [String] {
    statements.compactMap { statement in
      var words = statement.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
      guard words.count > 2, words[0] == "create", words[1] == "table" else { return nil }
      words.removeFirst(2)
      if words.starts(with: ["if", "not", "exists"]) { words.removeFirst(3) }
      guard let name = words.first?.split(separator: "(").first else { return nil }
      return name.trimmingCharacters(in: CharacterSet(charactersIn: "\"`[]"))
    }
  }

  /// Why a file with `tables` at schema `version` is not one these `migrations` wrote, or
  /// `nil` if it may be: a file no migration has touched must hold no tables, and one at a
  /// version must hold every table the steps up to it create.
  public static func foreignSchemaReason(
    tables: Set<String>, version: Int, migrations: [SQLiteMigration]
  ) -> String? {
    let present = Set(tables.map { $0.lowercased() }.filter { !$0.hasPrefix("sqlite_") })
    if version == 0 {
      guard let table = present.sorted().first else { return nil }
      return "it has a table \"\(table)\" but no schema version"
    }
    let expected = migrations.filter { $0.version <= version }.flatMap(\.createdTables)
    guard let missing = expected.first(where: { !present.contains($0) }) else { return nil }
    return "it has no table \"\(missing)\""
  }
}
