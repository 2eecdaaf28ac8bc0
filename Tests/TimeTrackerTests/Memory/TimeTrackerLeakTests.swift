import Keystroke
import Testing

@testable import TimeTrackerKit

/// Many updates must leave the number of live nodes, elements and interaction records flat.
@MainActor
@Suite(.serialized)
struct TimeTrackerLeakTests {
  @Test func menusAndTabsLeaveLiveObjectsFlat() throws {
    let tracker = TrackerHost()
    let round = "f10 esc alt+2 alt+3 alt+4 alt+1 f10 right esc esc"
    for _ in 0..<20 { try tracker.play(round) }
    let settled = tracker.host.liveObjectCounts()
    for _ in 0..<100 { try tracker.play(round) }
    let after = tracker.host.liveObjectCounts()
    for (before, now) in zip(settled, after) { #expect(now <= before) }
  }
}
