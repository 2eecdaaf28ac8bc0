import Keystroke
import KeystrokeTesting
import Testing

/// The phase animation coverage page rests on each animator's first phase.
@MainActor
@Suite struct PhaseAnimatorBehaviourTests {
  @Test func theHeartRestsOnItsFirstPhaseBeforeAndAfterATap() throws {
    let host = TestHost(LikeButton(), columns: 20, rows: 3)
    #expect(host.row(containing: "♡ 0") != nil)
    try host.play("enter")
    #expect(host.row(containing: "♡ 1") != nil)
    try host.play("wait:2s")
    #expect(host.row(containing: "♡ 1") != nil)
  }

  @Test func aContinuousAnimatorShowsItsFirstPhaseAndRunsNoTimer() throws {
    let host = TestHost(PulsingBadge(), columns: 20, rows: 1)
    #expect(host.row(containing: "live") != nil)
    try host.play("wait:3s")
    #expect(host.row(containing: "(dim)") == nil)
  }

  @Test func theModifierFormShowsTheViewWithItsFirstPhasesEffects() {
    let host = TestHost(SavedCard(saves: 2), columns: 20, rows: 3)
    #expect(host.row(containing: "Saved 2") != nil)
  }
}
