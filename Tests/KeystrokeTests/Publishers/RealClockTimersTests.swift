import Foundation
import Testing

@testable import Keystroke

/// The per-host timers on the real clock fire by themselves, on the main queue.
@MainActor
@Suite struct RealClockTimersTests {
  @Test func aRealClockTimerFiresWithoutBeingAdvanced() async {
    let timers = HostTimers(isVirtual: false)
    var dates: [Date] = []
    let id = timers.add(interval: 0.02, start: Date()) { dates.append($0) }
    for _ in 0..<200 where dates.count < 3 {
      try? await Task.sleep(for: .milliseconds(10))
    }
    timers.remove(id)
    #expect(dates.count >= 3)
    #expect(dates == dates.sorted())
  }
}
