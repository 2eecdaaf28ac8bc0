import Foundation
import Testing

@testable import Keystroke

@MainActor
@Suite struct QuietPeriodTimerTests {
  @Test func aBurstOfArmsRunsTheActionOnceAfterTheQuiet() async throws {
    let runs = NoticeCounter()
    let timer = QuietPeriodTimer(delay: 0.05) { runs.count += 1 }
    timer.arm()
    timer.arm()
    timer.arm()
    #expect(runs.count == 0)
    for _ in 0..<100 where runs.count == 0 {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(runs.count == 1)
    // Later arms run it again; a cancelled arm does not.
    timer.arm()
    timer.cancel()
    timer.arm()
    for _ in 0..<100 where runs.count == 1 {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(runs.count == 2)
  }
}
