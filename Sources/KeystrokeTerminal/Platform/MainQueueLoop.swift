import CKeystrokeShims
import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the main dispatch queue on the main thread for the rest of the process.
///
/// `dispatchMain()` on Linux parks the main thread for good and lets a pool thread drain the
/// main queue, so main-actor code ran on a thread that is not the main thread:
/// `Thread.isMainThread` was false in an app's own code, and every run-time check that code is
/// on the main actor (which Swift 6 inserts in app code, and in this framework's debug builds)
/// took its slow path. Here the main thread itself waits for the queue's descriptor and drains
/// it, as a run loop does. Where libdispatch offers no descriptor (macOS, whose
/// `dispatchMain()` already drains on the main thread), it is `dispatchMain()`.
public enum MainQueueLoop {
  /// Drains the main queue on the calling thread, which must be the main thread, forever.
  ///
  /// - Parameter idleInput: Input the main thread waits on with the queue and reads itself
  ///   while it has nothing else to do, so a key read there is handled without a second
  ///   thread's hand-off.
  public static func run(idleInput: (any IdleInput)? = nil) -> Never {
    let descriptor = ks_main_queue_descriptor()
    guard descriptor >= 0 else { dispatchMain() }
    // Reset below even when the wait ended for the input alone: never block on it.
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    let readable = Int16(POLLIN | POLLHUP | POLLERR)
    var entries = [
      pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: -1, events: Int16(POLLIN), revents: 0),
    ]
    while true {
      // Work queued before the descriptor existed never signalled it: drain first.
      ks_drain_main_queue()
      let input = idleInput?.willWait()
      entries[0].revents = 0
      entries[1] = pollfd(fd: input ?? -1, events: Int16(POLLIN), revents: 0)
      // Interrupted by a signal, the wait simply ends early.
      let count = poll(&entries, input == nil ? 1 : 2, -1)
      idleInput?.didWake(inputReady: count > 0 && entries[1].revents & readable != 0)
      // Reset the eventfd before draining, so work queued while draining wakes the next poll;
      // what the input just posted is drained now with the rest.
      var value: UInt64 = 0
      _ = read(descriptor, &value, MemoryLayout<UInt64>.size)
    }
  }
}
