/// Which thread waits on the terminal's input: the loop thread, or a main thread with nothing
/// else to do.
///
/// A key read by the loop thread reaches the app only after a second thread hand-off (the loop
/// posts it to the main queue and the main thread wakes for it). A main thread that waits on
/// the terminal itself while idle takes the key straight from its own wake-up. But only an idle
/// main thread can: one that is busy running an action would not notice Ctrl+C. So:
/// - while the main thread is idle (waiting for work) and may read, it waits on the input and
///   the loop thread does not;
/// - while the main thread is busy, or may not read (negotiation is still under way, the
///   process is being suspended, input has ended), the loop thread waits on the input.
///
/// Each thread tells the other when the turn passes, so exactly one of them is woken by a key.
/// Whoever reads does so under the same lock and only what is available, so the turn deciding
/// who waits never decides what is read: a key both threads were woken for is read once.
public struct InputTurn: Hashable, Sendable {
  /// Whether the main thread is waiting for work.
  public private(set) var mainIsIdle = false
  /// Whether the loop thread's current wait includes the input.
  public private(set) var loopWaitsOnInput = true
  /// Whether the loop is suspending or suspended: the terminal is not in raw mode, and reading
  /// it from the background would stop the process.
  public private(set) var isSuspended = false
  /// Whether the input reached its end (the terminal hung up).
  public private(set) var inputEnded = false

  /// Creates the turn of a loop that has just started: the loop thread reads.
  public init() {}

  /// Whether the main thread waits on the input now.
  ///
  /// - Parameter driverReady: Whether the driver takes input from the main thread: the
  ///   negotiation is decided and the loop is not finishing.
  public func mainReads(driverReady: Bool) -> Bool {
    mainIsIdle && driverReady && !isSuspended && !inputEnded
  }

  /// Notes that the main thread is about to wait, and returns whether it waits on the input and
  /// whether the loop thread must be woken to stop waiting on it.
  public mutating func mainWillWait(driverReady: Bool) -> (readsInput: Bool, wakeLoop: Bool) {
    mainIsIdle = true
    let reads = mainReads(driverReady: driverReady)
    return (reads, reads && loopWaitsOnInput)
  }

  /// Notes that the main thread woke up and is busy, and returns whether the loop thread must
  /// be woken to wait on the input in its place.
  public mutating func mainDidWake() -> Bool {
    mainIsIdle = false
    return !loopWaitsOnInput
  }

  /// Notes what the loop thread is about to wait on, and returns whether that includes the
  /// input.
  public mutating func loopWillWait(driverReady: Bool) -> Bool {
    loopWaitsOnInput = !mainReads(driverReady: driverReady)
    return loopWaitsOnInput
  }

  /// Notes that the loop starts suspending (`true`) or is back in raw mode (`false`).
  public mutating func setSuspended(_ suspended: Bool) { isSuspended = suspended }

  /// Notes that the input reached its end.
  public mutating func endInput() { inputEnded = true }
}
