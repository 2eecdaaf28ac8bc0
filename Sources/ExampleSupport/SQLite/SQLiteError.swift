/// A database failure, with a message that names the file and says what was left as it was.
public struct SQLiteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of failure it is.
  public enum Kind: Hashable, Sendable {
    /// The file could not be opened or read (missing permissions, a directory, a bad path).
    case unreadable
    /// The file is not an SQLite database, or its pages are damaged.
    case corrupt
    /// The file is a database of another schema (another app's, or one edited by hand): a
    /// table the migrations applied so far create is missing, or tables exist in a file no
    /// migration has touched.
    case otherSchema
    /// The file was written by a newer version of the app, with a schema this one doesn't know.
    case newerSchema(found: Int, known: Int)
    /// A change broke a rule of the schema (a unique key, a foreign key) or found the data
    /// not as expected — usually because another program changed the file first.
    case constraint
    /// A statement failed (syntax, a full disk).
    case statement
  }

  /// What kind of failure it is.
  public let kind: Kind
  /// The database file.
  public let path: String
  /// SQLite's result code (`0` when the failure was found by this wrapper).
  public let code: Int32
  /// The reason, from SQLite or from this wrapper.
  public let reason: String

  /// Creates an error.
  public init(kind: Kind, path: String, code: Int32, reason: String) {
    self.kind = kind
    self.path = path
    self.code = code
    self.reason = reason
  }

  /// A message for the user naming the file.
  public var description: String {
    switch kind {
    case .unreadable:
      "Cannot open the database \(path): \(reason). Nothing was changed."
    case .corrupt:
      "The database \(path) is damaged or not a database (\(reason)). It was left untouched; "
        + "move it aside to start afresh, or restore a backup."
    case .otherSchema:
      "The database \(path) holds another app's data (\(reason)). It was left untouched."
    case .newerSchema(let found, let known):
      "The database \(path) was written by a newer version of this app (schema version "
        + "\(found); this version knows up to \(known)). It was left untouched."
    case .constraint:
      "The change conflicts with the data in \(path) (\(reason)); nothing was changed."
    case .statement:
      "A database operation on \(path) failed: \(reason)."
    }
  }
}
