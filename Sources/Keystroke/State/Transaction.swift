/// The context of a state change: values set with `withTransaction` for the code that makes the
/// change.
///
/// A terminal draws no animations, so Keystroke keeps a transaction's values for code that
/// reads them and nothing else; `withTransaction` runs its body at once.
public struct Transaction {
  private var values: [ObjectIdentifier: Any] = [:]

  /// Creates a transaction where every key has its default value.
  public init() {}

  /// The value for a key type, or its default.
  public subscript<Key: TransactionKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// Runs `body` in the context of `transaction` and returns its result.
///
/// Nothing is animated on a terminal: the body's changes are drawn in the next frame.
@MainActor
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

/// Runs `body` with one transaction value set and returns its result.
@MainActor
public func withTransaction<Result, Value>(
  _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
  var transaction = Transaction()
  transaction[keyPath: keyPath] = value
  return try withTransaction(transaction, body)
}
