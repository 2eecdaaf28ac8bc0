/// Carries a value into and out of the task that converts it: the value is made or read on one
/// side only at a time (handed over when the task starts, and back once when it ends).
struct TransferBox<Value>: @unchecked Sendable {
  /// The value carried.
  let value: Value
}
