import Keystroke
import Testing

@testable import GoalTrackerKit

/// Many updates (sheets, search, typing and deleting, menus) must leave the number of live
/// nodes, elements and interaction records flat.
@MainActor
@Suite(.serialized)
struct GoalTrackerLeakTests {
  @Test func sheetsSearchAndMenusLeaveLiveObjectsFlat() throws {
    let host = GoalHost.make(columns: 120, rows: 30)
    let round =
      "cmd+n \"abc\" backspace backspace backspace esc f10 right esc esc "
      + "cmd+f \"ab\" backspace backspace esc tab shift+tab resize:80x24 resize:120x30"
    for _ in 0..<10 { try host.play(round) }
    let settled = host.liveObjectCounts()
    for _ in 0..<60 { try host.play(round) }
    let after = host.liveObjectCounts()
    #expect(settled[1] > 0)
    for (before, now) in zip(settled, after) { #expect(now <= before) }
  }
}
