import Foundation
import Synchronization
import Testing

@testable import Keystroke

/// The flag's wake handler, which a terminal app's loop installs once and the flag calls on
/// every first raise after an update.
struct InvalidationFlagTests {
  /// The stack depth each call of the handler saw.
  private final class Depths: Sendable {
    let values = Mutex<[Int]>([])
  }

  @Test func wakeHandlerCostsTheSameOnTheThousandthRaiseAsOnTheFirst() {
    let flag = InvalidationFlag()
    let depths = Depths()
    flag.setWakeHandler {
      let depth = Thread.callStackSymbols.count
      depths.values.withLock { $0.append(depth) }
    }
    _ = flag.lower()
    for _ in 0..<1000 {
      flag.raise()
      _ = flag.lower()
    }
    let seen = depths.values.withLock { $0 }
    #expect(seen.count == 1000)
    // Held straight in the generic mutex, the handler came back wrapped in two more
    // re-abstraction thunks on every read: a stack two frames deeper per raise.
    #expect(seen.first == seen.last)
  }

  @Test func wakeHandlerRunsOncePerUpdateAndNotAfterItIsRemoved() {
    let flag = InvalidationFlag()
    let calls = Atomic<Int>(0)
    flag.setWakeHandler { calls.add(1, ordering: .relaxed) }
    _ = flag.lower()
    flag.raise()
    flag.requestUpdate()
    #expect(calls.load(ordering: .relaxed) == 1)
    _ = flag.lower()
    flag.setWakeHandler(nil)
    flag.raise()
    #expect(calls.load(ordering: .relaxed) == 1)
  }
}
