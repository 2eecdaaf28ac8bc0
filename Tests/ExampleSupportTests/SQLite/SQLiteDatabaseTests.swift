import Foundation
import Testing

@testable import ExampleSupport

@Suite struct SQLiteDatabaseTests {
  static let schema = [
    SQLiteMigration(
      version: 1, statements: ["CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT NOT NULL)"]),
    SQLiteMigration(version: 2, statements: ["ALTER TABLE item ADD COLUMN note TEXT"]),
  ]

  @Test func migrationsRunInOrderAndRecordTheVersion() throws {
    let scratch = ScratchDirectory()
    let database = try SQLiteDatabase(path: scratch.file("a.db"), migrations: Self.schema)
    #expect(try database.userVersion() == 2)
    try database.execute("INSERT INTO item (name, note) VALUES (?, ?)", ["pen", .text(nil)])
    let rows = try database.query("SELECT name, note FROM item")
    #expect(rows == [SQLiteRow(values: ["pen", .null])])
    #expect(try database.query("PRAGMA journal_mode").first?.string(0) == "wal")
  }

  /// A database no longer referenced closes, merging its write-ahead log into the file, even
  /// though its cached statements refer back to it.
  @Test func aReleasedDatabaseClosesAndLeavesTheFileWhole() throws {
    let scratch = ScratchDirectory()
    let path = scratch.file("a.db")
    weak var released: SQLiteDatabase?
    do {
      let database = try SQLiteDatabase(path: path, migrations: Self.schema)
      try database.execute("INSERT INTO item (name) VALUES ('kept')")
      #expect(FileManager.default.fileExists(atPath: path + "-wal"))
      released = database
    }
    #expect(released == nil)
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
  }

  @Test func onlyNewMigrationsRunOnAnOlderFile() throws {
    let scratch = ScratchDirectory()
    let path = scratch.file("a.db")
    do {
      let first = try SQLiteDatabase(path: path, migrations: [Self.schema[0]])
      try first.execute("INSERT INTO item (name) VALUES ('kept')")
      #expect(try first.userVersion() == 1)
    }
    let second = try SQLiteDatabase(path: path, migrations: Self.schema)
    #expect(try second.userVersion() == 2)
    #expect(try second.query("SELECT name FROM item").map { $0.string(0) } == ["kept"])
  }

  @Test func aFailingMigrationRollsBackAndNamesTheFile() throws {
    let scratch = ScratchDirectory()
    let path = scratch.file("a.db")
    let broken = Self.schema + [SQLiteMigration(version: 3, statements: ["CREATE TABLE oops ("])]
    #expect {
      try SQLiteDatabase(path: path, migrations: broken)
    } throws: { error in
      (error as? SQLiteError)?.description.contains(path) == true
    }
    let reopened = try SQLiteDatabase(path: path, migrations: Self.schema)
    #expect(try reopened.userVersion() == 2)
  }

  @Test(arguments: [
    Array("this is not a database, just some text that is long enough".utf8),
    Array(repeating: UInt8(0xA5), count: 4096),
    Array("SQLite format 3\0".utf8) + Array(repeating: UInt8(0xFF), count: 2048),
  ])
  func aCorruptFileIsReportedAndLeftUntouched(bytes: [UInt8]) throws {
    let scratch = ScratchDirectory()
    let path = scratch.file("corrupt.db")
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    #expect {
      try SQLiteDatabase(path: path, migrations: Self.schema)
    } throws: { error in
      guard let error = error as? SQLiteError else { return false }
      return error.kind == .corrupt && error.description.contains(path)
        && error.description.contains("left untouched")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(bytes))
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
  }

  @Test func aNewerSchemaIsReportedAndLeftUntouched() throws {
    let scratch = ScratchDirectory()
    let path = scratch.file("newer.db")
    let future = Self.schema + [SQLiteMigration(version: 3, statements: ["CREATE TABLE t (x)"])]
    do {
      let database = try SQLiteDatabase(path: path, migrations: future)
      try database.execute("INSERT INTO item (name) VALUES ('from the future')")
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect {
      try SQLiteDatabase(path: path, migrations: Self.schema)
    } throws: { error in
      guard let error = error as? SQLiteError else { return false }
      return error.kind == .newerSchema(found: 3, known: 2) && error.description.contains(path)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    let again = try SQLiteDatabase(path: path, migrations: future)
    #expect(try again.query("SELECT name FROM item").first?.string(0) == "from the future")
  }

  @Test func unreadablePathsAreNamed() throws {
    let scratch = ScratchDirectory()
    let blocker = scratch.file("plain-file")
    try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
    for path in [scratch.path, blocker + "/inside/a.db"] {
      #expect {
        try SQLiteDatabase(path: path, migrations: Self.schema)
      } throws: { error in
        guard let error = error as? SQLiteError else { return false }
        return error.kind == .unreadable && error.description.contains(path)
      }
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: blocker)) == Data("x".utf8))
  }

  @Test func aCommittedWriteSurvivesClosing() throws {
    let scratch = ScratchDirectory()
    let path = scratch.file("nested/dir/a.db")
    let database = try SQLiteDatabase(path: path, migrations: Self.schema)
    try database.transaction {
      try database.execute("INSERT INTO item (name) VALUES (?)", ["saved"])
    }
    database.close()
    let reopened = try SQLiteDatabase(path: path, migrations: Self.schema)
    #expect(try reopened.query("SELECT name FROM item").map { $0.string(0) } == ["saved"])
  }

  @Test func aThrowingTransactionRollsBack() throws {
    struct Abort: Error {}
    let scratch = ScratchDirectory()
    let database = try SQLiteDatabase(path: scratch.file("a.db"), migrations: Self.schema)
    #expect(throws: Abort.self) {
      try database.transaction {
        try database.execute("INSERT INTO item (name) VALUES ('dropped')")
        throw Abort()
      }
    }
    #expect(try database.query("SELECT count(*) FROM item").first?.int(0) == 0)
  }

  @Test func parametersAreBoundNotSpliced() throws {
    let scratch = ScratchDirectory()
    let database = try SQLiteDatabase(path: scratch.file("a.db"), migrations: Self.schema)
    let tricky = "Robert'); DROP TABLE item;--"
    try database.execute("INSERT INTO item (name) VALUES (?)", [.text(tricky)])
    #expect(try database.query("SELECT name FROM item").first?.string(0) == tricky)
    #expect {
      try database.execute("INSERT INTO missing VALUES (1)")
    } throws: { error in
      (error as? SQLiteError)?.kind == .statement
        && (error as? SQLiteError)?.description.contains("no such table") == true
    }
  }
}
