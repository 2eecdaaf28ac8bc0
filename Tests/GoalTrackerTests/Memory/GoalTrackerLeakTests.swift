import Keystroke
import Testing

@testable import GoalTrackerKit

/// Many updates (sheets, search, typing and deleting, menus) must leave the number of live
/// nodes, elements and interaction records flat.
@MainActor
@Suite(.serialized)
struct GoalTrackerLeakTests {
  /// The host's live objects once what its last update replaced is freed (a terminal app
  /// frees that as soon as the frame is written).
  private func counts(_ host: ViewHost) -> [Int] {
    host.releaseRetired()
    return LiveObjectCount.Kind.allCases.map { host.liveObjects.count(of: $0) }
  }

  @Test func sheetsSearchAndMenusLeaveLiveObjectsFlat() throws {
    let host = GoalHost.make(columns: 120, rows: 30)
    let round =
      "cmd+n \"abc\" backspace backspace backspace esc f10 right esc esc "
      + "cmd+f \"ab\" backspace backspace esc tab shift+tab resize:80x24 resize:120x30"
    for _ in 0..<10 { try host.play(round) }
    let settled = counts(host.host)
    for _ in 0..<60 { try host.play(round) }
    let after = counts(host.host)
    #expect(settled[1] > 0)
    for (before, now) in zip(settled, after) { #expect(now <= before) }
  }
}
