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
  public static func run() -> Never {
    let descriptor = ks_main_queue_descriptor()
    guard descriptor >= 0 else { dispatchMain() }
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while true {
      // Work queued before the descriptor existed never signalled it: drain first.
      ks_drain_main_queue()
      entry.revents = 0
      // Interrupted by a signal: wait again.
      guard poll(&entry, 1, -1) > 0 else { continue }
      // Reset the eventfd before draining, so work queued while draining wakes the next poll.
      var count: UInt64 = 0
      _ = read(descriptor, &count, MemoryLayout<UInt64>.size)
    }
  }
}
