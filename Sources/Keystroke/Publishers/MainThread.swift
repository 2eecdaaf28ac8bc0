import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on the main actor: at once when the caller is known to be on it (so a headless
/// run delivers deterministically), otherwise in a main-actor task.
///
/// The caller is known to be on the main actor on the main thread, and while a host does its
/// own work (building views, handling input, advancing its clock), which is main-actor
/// isolated wherever the main actor runs (a test runner may run it on another thread).
enum MainThread {
  /// Whether the calling thread is running main-actor work.
  static var isOnMainActor: Bool {
    Thread.isMainThread || HostWorkDepth.current > 0
  }

  /// Runs `body`, a host's work, marking the current thread as the main actor's meanwhile.
  @MainActor
  static func markingHostWork<Result>(_ body: () -> Result) -> Result {
    let depth = HostWorkDepth.current
    HostWorkDepth.current = depth + 1
    defer { HostWorkDepth.current = depth }
    return body()
  }

  /// Runs `body` on the main actor.
  static func run(_ body: @escaping @MainActor () -> Void) {
    let work = MainWork(body: body)
    if isOnMainActor {
      MainActor.assumeIsolated { work.body() }
    } else {
      Task { @MainActor in work.body() }
    }
  }
}

/// Work handed to the main actor, which alone runs it.
private struct MainWork: @unchecked Sendable {
  let body: @MainActor () -> Void
}

/// How deeply the calling thread is nested in a host's work, kept in a thread-specific slot.
///
/// The count is stored as the slot's pointer bits, so reading and writing it allocates nothing:
/// a key's handling marks its thread once per call, and `Thread.threadDictionary` (a bridged
/// dictionary boxing a number) cost a few percent of a key.
enum HostWorkDepth {
  /// The slot, made once per process; every thread starts with it empty (zero).
  static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "pthread_key_create failed: \(status)")
    return key
  }()

  /// The calling thread's depth.
  static var current: Int {
    get { Int(bitPattern: pthread_getspecific(key)) }
    set { pthread_setspecific(key, UnsafeRawPointer(bitPattern: newValue)) }
  }
}
