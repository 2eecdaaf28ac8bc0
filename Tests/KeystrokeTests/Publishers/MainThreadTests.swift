import Foundation
import Testing

@testable import Keystroke

/// `MainThread` counts a host's nested work on the thread that runs it, and only there.
@Suite struct MainThreadTests {
  @MainActor
  @Test func nestedHostWorkCountsUpAndBackDown() {
    let before = HostWorkDepth.current
    let depths = MainThread.markingHostWork {
      let outer = HostWorkDepth.current
      let inner = MainThread.markingHostWork { HostWorkDepth.current }
      return [outer, inner, HostWorkDepth.current, MainThread.isOnMainActor ? 1 : 0]
    }
    #expect(depths == [before + 1, before + 2, before + 1, 1])
    #expect(HostWorkDepth.current == before)
  }

  @Test func anotherThreadIsNotMarkedByTheMainActorsWork() async {
    let seen: (depth: Int, onMainActor: Bool) = await MainActor.run {
      MainThread.markingHostWork {
        var seen = (depth: -1, onMainActor: true)
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result = seen
        let thread = Thread {
          result = (HostWorkDepth.current, MainThread.isOnMainActor)
          done.signal()
        }
        thread.start()
        done.wait()
        seen = result
        return seen
      }
    }
    #expect(seen.depth == 0)
    #expect(!seen.onMainActor)
  }
}
