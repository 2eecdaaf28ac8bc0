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
  /// Whether ``run()`` drives the main thread, so ``watch(_:onReadable:)`` can be used.
  @MainActor public private(set) static var isRunning = false
  /// The descriptors the main thread waits on beside the queue's, with what each runs.
  @MainActor private static var watched: [Int32: @MainActor () -> Void] = [:]
  /// Bumped when ``watched`` changes, so the loop rebuilds its poll list only then.
  @MainActor private static var watchedGeneration = 0

  /// Runs `onReadable` on the main thread whenever `descriptor` has input, from the same wait
  /// that drains the main queue, so watching a descriptor starts no thread. Returns `false`
  /// (and watches nothing) when ``run()`` does not drive the main thread.
  @MainActor
  public static func watch(_ descriptor: Int32, onReadable: @escaping @MainActor () -> Void)
    -> Bool
  {
    guard isRunning else { return false }
    watched[descriptor] = onReadable
    watchedGeneration += 1
    return true
  }

  /// Stops watching `descriptor`; call it before closing the descriptor.
  @MainActor
  public static func unwatch(_ descriptor: Int32) {
    guard watched.removeValue(forKey: descriptor) != nil else { return }
    watchedGeneration += 1
  }

  /// Drains the main queue on the calling thread, which must be the main thread, forever.
  public static func run() -> Never {
    let descriptor = ks_main_queue_descriptor()
    guard descriptor >= 0 else { dispatchMain() }
    MainActor.assumeIsolated { isRunning = true }
    var entries = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
    var generation = -1
    while true {
      // Work queued before the descriptor existed never signalled it: drain first.
      ks_drain_main_queue()
      MainActor.assumeIsolated {
        guard generation != watchedGeneration else { return }
        generation = watchedGeneration
        entries.removeSubrange(1...)
        entries += watched.keys.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      }
      for index in entries.indices { entries[index].revents = 0 }
      // Interrupted by a signal: wait again.
      guard poll(&entries, nfds_t(entries.count), -1) > 0 else { continue }
      if entries[0].revents != 0 {
        // Reset the eventfd before draining, so work queued while draining wakes the next poll.
        var count: UInt64 = 0
        _ = read(descriptor, &count, MemoryLayout<UInt64>.size)
      }
      for entry in entries.dropFirst() where entry.revents != 0 {
        MainActor.assumeIsolated {
          // A descriptor closed without `unwatch` would report itself forever: drop it.
          if entry.revents & Int16(POLLNVAL) != 0 {
            unwatch(entry.fd)
          } else {
            watched[entry.fd]?()
          }
        }
      }
    }
  }
}
