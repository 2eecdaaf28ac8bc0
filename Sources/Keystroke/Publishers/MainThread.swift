import Foundation

/// Runs work on the main actor: at once when the caller is known to be on it (so a headless
/// run delivers deterministically), otherwise in a main-actor task.
///
/// The caller is known to be on the main actor on the main thread, and while a host does its
/// own work (building views, handling input, advancing its clock), which is main-actor
/// isolated wherever the main actor runs (a test runner may run it on another thread).
enum MainThread {
  /// The thread-dictionary key counting a host's nested work on the current thread.
  private static let hostWorkKey = "Keystroke.hostWorkDepth"

  /// Whether the calling thread is running main-actor work.
  static var isOnMainActor: Bool {
    Thread.isMainThread || (Thread.current.threadDictionary[hostWorkKey] as? Int ?? 0) > 0
  }

  /// Runs `body`, a host's work, marking the current thread as the main actor's meanwhile.
  @MainActor
  static func markingHostWork<Result>(_ body: () -> Result) -> Result {
    let dictionary = Thread.current.threadDictionary
    let depth = dictionary[hostWorkKey] as? Int ?? 0
    dictionary[hostWorkKey] = depth + 1
    defer { dictionary[hostWorkKey] = depth }
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
