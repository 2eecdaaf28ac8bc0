import Foundation
import Testing

@testable import ExampleSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A valid database of another schema is refused before anything is written, and new files
/// are private to their owner.
@Suite(.serialized) struct SchemaCheckTests {
  static let schema = [
    SQLiteMigration(
      version: 1,
      statements: [
        "CREATE TABLE item (id INTEGER PRIMARY KEY)",
        "CREATE TABLE IF NOT EXISTS \"box\"(id INTEGER PRIMARY KEY)",
        "CREATE INDEX item_id ON item(id)",
      ])
  ]

  static func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

  @Test func migrationsNameTheTablesTheyCreate() {
    #expect(Self.schema[0].createdTables == ["item", "box"])
  }

  @Test(arguments: [
    (["PRAGMA journal_mode = DELETE", "CREATE TABLE other (x)"], "table \"other\""),
    (
      ["PRAGMA journal_mode = DELETE", "CREATE TABLE item (x)", "PRAGMA user_version = 1"],
      "no table \"box\""
    ),
  ])
  func anotherAppsDatabaseIsLeftByteForByte(setup: [String], reason: String) throws {
    let scratch = ScratchDirectory()
    let path = scratch.file("other.db")
    do {
      let other = try SQLiteDatabase(path: path, migrations: [])
      for sql in setup { try other.execute(sql) }
      other.close()
    }
    // The foreign file in rollback-journal mode: byte 18 of the header is 1 (WAL would be 2).
    let before = try #require(Self.bytes(path))
    #expect(before[18] == 1)
    #expect {
      _ = try SQLiteDatabase(path: path, migrations: Self.schema)
    } throws: { error in
      guard let error = error as? SQLiteError, error.kind == .otherSchema else { return false }
      return error.description.contains(path) && error.description.contains(reason)
        && error.description.contains("left untouched")
    }
    #expect(Self.bytes(path) == before)
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
  }

  @Test func aFileOfThisSchemaOpensAgain() throws {
    let scratch = ScratchDirectory()
    let path = scratch.file("mine.db")
    try SQLiteDatabase(path: path, migrations: Self.schema).close()
    let again = try SQLiteDatabase(path: path, migrations: Self.schema)
    #expect(try again.userVersion() == 1)
  }

  @Test func newFilesAndTheirJournalsAreReadableByTheOwnerOnly() throws {
    let scratch = ScratchDirectory()
    let path = scratch.file("private.db")
    let previous = umask(0o022)
    defer { umask(previous) }
    let database = try SQLiteDatabase(path: path, migrations: Self.schema)
    try database.execute("INSERT INTO item DEFAULT VALUES")
    for file in [path, path + "-wal", path + "-shm"] {
      var info = stat()
      #expect(stat(file, &info) == 0, "\(file) exists while the database is open")
      #expect(info.st_mode & 0o777 == 0o600, "\(file)")
    }
  }
}
