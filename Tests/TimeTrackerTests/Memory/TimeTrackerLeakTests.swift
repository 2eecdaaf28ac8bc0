import Keystroke
import Testing

@testable import TimeTrackerKit

/// Many updates must leave the number of live nodes, elements and interaction records flat.
@MainActor
@Suite(.serialized)
struct TimeTrackerLeakTests {
  private func counts(_ host: ViewHost) -> [Int] {
    LiveObjectCount.Kind.allCases.map { host.liveObjects.count(of: $0) }
  }

  @Test func menusAndTabsLeaveLiveObjectsFlat() throws {
    let tracker = TrackerHost()
    let round = "f10 esc alt+2 alt+3 alt+4 alt+1 f10 right esc esc"
    for _ in 0..<20 { try tracker.play(round) }
    let settled = counts(tracker.host.host)
    for _ in 0..<100 { try tracker.play(round) }
    let after = counts(tracker.host.host)
    for (before, now) in zip(settled, after) { #expect(now <= before) }
  }
}
