import Synchronization

/// Answers worked out once per type and kept: what the graph learns about a type by reflection
/// (how to compare its values, where its dynamic properties or tuple elements lie, its `==`,
/// its name in words) costs far more than looking it up, and never changes.
///
/// Kept under a lock, so code that is not isolated to the main actor can ask too. An answer is
/// worked out outside the lock; two threads asking at once work out the same answer.
final class TypeMemo<Answer: Sendable>: Sendable {
  private let answers = Mutex<[ObjectIdentifier: Answer]>([:])

  init() {}

  /// The answer for `type`, worked out by `workOut` the first time it is asked for.
  func answer(for type: Any.Type, workOut: (Any.Type) -> Answer) -> Answer {
    let key = ObjectIdentifier(type)
    if let known = answers.withLock({ $0[key] }) { return known }
    let found = workOut(type)
    answers.withLock { $0[key] = found }
    return found
  }
}
