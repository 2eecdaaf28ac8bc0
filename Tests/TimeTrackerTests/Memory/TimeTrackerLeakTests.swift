import Keystroke
import Testing

@testable import TimeTrackerKit

/// Many updates must leave the number of live nodes, elements and interaction records flat.
@MainActor
@Suite(.serialized)
struct TimeTrackerLeakTests {
  /// The host's live objects once what its last update replaced is freed (a terminal app
  /// frees that as soon as the frame is written).
  private func counts(_ host: ViewHost) -> [Int] {
    host.releaseRetired()
    return LiveObjectCount.Kind.allCases.map { host.liveObjects.count(of: $0) }
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
