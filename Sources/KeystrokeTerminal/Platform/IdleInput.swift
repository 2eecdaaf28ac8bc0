/// Input the main thread waits on and reads itself while it has no other work
/// (see ``MainQueueLoop/run(idleInput:)`` and ``InputTurn``).
public protocol IdleInput: AnyObject {
  /// Called on the main thread before it waits: the descriptor to wait on beside the main
  /// queue, or `nil` to wait for the queue alone.
  func willWait() -> Int32?

  /// Called on the main thread when it wakes, whatever woke it.
  ///
  /// - Parameter inputReady: Whether the descriptor ``willWait()`` returned became readable.
  func didWake(inputReady: Bool)
}
